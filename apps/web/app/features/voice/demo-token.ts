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
import {
  type TokenRequestContext,
  throwTokenFailure,
  VoiceTokenError,
  type VoiceTokenFetcher,
} from './voice-token.ts';

// The demo assistants' token requests (spec: voice §3, §7 and §8). Loaded with a bubble's
// conversation on the visitor's tap, so the contracts (zod) are no part of a page's first load.

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
