import { z } from 'zod';

// Env fragment of the deployables that talk to a LiveKit server: public-api signs the voice
// tokens, the voice agent joins the rooms (docs/architecture.md#voice).

export const livekitUrlSchema = z.url({
  protocol: /^(wss?|https?)$/,
  error: 'must be a ws://, wss://, http:// or https:// URL',
});

export const livekitEnv = {
  // Unset: no voice; the token routes answer 503 VOICE_NOT_CONFIGURED. Set, it needs the key
  // pair below (checkLivekitEnv). The address this service reaches the server at.
  LIVEKIT_URL: livekitUrlSchema.optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(1).optional(),
  // The address a browser reaches the same server at, answered as server_url; unset means
  // LIVEKIT_URL (right when both sit behind one public name, wrong inside compose's network).
  LIVEKIT_PUBLIC_URL: livekitUrlSchema.optional(),
};

type LivekitEnvValues = {
  LIVEKIT_URL?: string | undefined;
  LIVEKIT_API_KEY?: string | undefined;
  LIVEKIT_API_SECRET?: string | undefined;
  LIVEKIT_PUBLIC_URL?: string | undefined;
};

/**
 * The rule across the fragment, for a service's `envSchema.superRefine`: a server address
 * without its key pair is a half-made configuration, refused at start rather than at the first
 * token. A key pair without an address is "no voice" (a run that has no LiveKit server).
 */
export function checkLivekitEnv(env: LivekitEnvValues, ctx: z.RefinementCtx): void {
  if (env.LIVEKIT_URL === undefined) {
    return;
  }
  for (const name of ['LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when LIVEKIT_URL is set',
      });
    }
  }
}

export interface LivekitSettings {
  /** Where this service reaches the server (http(s) for its health, ws(s) for the SDK). */
  url: string;
  /** What the browser is told to connect to, always ws:// or wss://. */
  publicUrl: string;
  apiKey: string;
  apiSecret: string;
}

/** The LiveKit settings when voice is configured, else null. */
export function resolveLivekitSettings(env: LivekitEnvValues): LivekitSettings | null {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = env;
  if (url === undefined || apiKey === undefined || apiSecret === undefined) {
    return null;
  }
  return {
    url,
    publicUrl: toWebSocketUrl(env.LIVEKIT_PUBLIC_URL ?? url),
    apiKey,
    apiSecret,
  };
}

/** LiveKit serves its signalling websocket and its HTTP answers on one port. */
export function toWebSocketUrl(url: string): string {
  return url.replace(/^http(s?):/i, 'ws$1:');
}

export function toHttpUrl(url: string): string {
  return url.replace(/^ws(s?):/i, 'http$1:');
}
