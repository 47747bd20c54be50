import { voiceBubbleCopy } from '@phi/content';

// What the voice room connection asks of a token route (docs/architecture.md#voice). The demo
// bubbles pass createDemoTokenFetcher (demo-token.ts); the voice bot builder its own fetcher for
// the company route. No zod here: a screen may import the connection with its page.

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
