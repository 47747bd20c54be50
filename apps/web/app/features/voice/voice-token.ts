import { voiceBubbleCopy } from '@phi/content';
import { voiceRoomNaming, voiceTokenTtlMinutes } from '@phi/contracts/constants';
import { voiceErrorMessages } from '@phi/contracts/messages';
import {
  buildDemoIdentity,
  buildDemoRoomName,
  type DemoAssistantKind,
  type VoiceTokenRequestInput,
  voiceTokenPaths,
  voiceTokenResponseSchema,
} from '@phi/contracts/public';

// Token requests of the voice room connection (docs/architecture.md#voice). The demo bubbles use
// createDemoTokenFetcher; the voice bot builder passes its own fetcher for the company route.
// Loaded with the connection on the visitor's tap, so zod is no part of any page's first load.

/** What a room connection needs from a token route. */
export interface VoiceRoomToken {
  readonly token: string;
  readonly serverUrl: string;
}

export interface TokenRequestContext {
  readonly signal: AbortSignal;
  /** True on an automatic retry: spec §8 words a failed retry token as "Token request failed". */
  readonly isRetry: boolean;
}

export type VoiceTokenFetcher = (context: TokenRequestContext) => Promise<VoiceRoomToken>;

/** The server has no voice configured (503 VOICE_NOT_CONFIGURED): retrying cannot help. */
export class VoiceUnavailableError extends Error {
  constructor(message: string = voiceBubbleCopy.notAvailable) {
    super(message);
    this.name = 'VoiceUnavailableError';
  }
}

/** A token route answered with an error status. */
export class VoiceTokenError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'VoiceTokenError';
    this.status = status;
  }
}

function readErrorCode(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'code' in body) {
      return typeof body.code === 'string' ? body.code : undefined;
    }
  } catch {
    // Not JSON (a proxy's own error page): no code to read.
  }
  return undefined;
}

/**
 * Throws the error a refused token request means: VoiceUnavailableError for a server without
 * voice, otherwise VoiceTokenError with `failedMessage` (each route words its own, spec §8).
 */
export async function throwTokenFailure(response: Response, failedMessage: string): Promise<never> {
  const code = response.status === 503 ? readErrorCode(await response.text()) : undefined;
  if (code === 'VOICE_NOT_CONFIGURED') {
    throw new VoiceUnavailableError();
  }
  throw new VoiceTokenError(failedMessage, response.status);
}

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

// spec: voice §3, room name prefix + timestamp + random suffix, identity prefix + timestamp
export function buildDemoTokenRequest(
  kind: DemoAssistantKind,
  now: number,
  suffix: string,
): VoiceTokenRequestInput {
  return {
    room_name: buildDemoRoomName(kind, now, suffix),
    participant_identity: buildDemoIdentity(kind, now),
    participant_name: voiceRoomNaming[kind].displayName,
    ttl_minutes: voiceTokenTtlMinutes.demo,
  };
}

// spec: voice §8, "Failed to get Phi token: {status} {statusText}", the others analogous, and
// "Token request failed: {status}" on the retry path
function failedMessage(
  kind: DemoAssistantKind,
  response: Response,
  context: TokenRequestContext,
): string {
  if (context.isRetry) {
    return voiceErrorMessages.tokenRequestFailed(response.status);
  }
  return kind === 'general'
    ? voiceErrorMessages.phiTokenFailed(response.status, response.statusText)
    : voiceErrorMessages.demoTokenFailed(kind, response.status, response.statusText);
}

/** POST /api/voice/token (or the hotel, restaurant, hospital route) for a demo assistant. */
export function createDemoTokenFetcher(kind: DemoAssistantKind): VoiceTokenFetcher {
  return async (context) => {
    const response = await fetch(voiceTokenPaths[kind], {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(buildDemoTokenRequest(kind, Date.now(), randomSuffix())),
      signal: context.signal,
    });
    if (!response.ok) {
      return throwTokenFailure(response, failedMessage(kind, response, context));
    }
    const parsed = voiceTokenResponseSchema.safeParse(await response.json());
    if (!parsed.success) {
      throw new VoiceTokenError(voiceErrorMessages.defaultConnectionError, response.status);
    }
    return { token: parsed.data.token, serverUrl: parsed.data.server_url };
  };
}
