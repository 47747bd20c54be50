import type { VoicebotUsage, VoiceTranscript } from '@phi/contracts/public';
import { readOwnedVoicebot } from '../voicebot-builder/rag-api.ts';

// GET /api/rag/voicebots/{id}/usage with the bot's owner key (packages/contracts/src/public/
// voicebot-usage.ts). The contracts load on demand, keeping zod out of the initial JavaScript.

/** The figures, or null when the bot is gone (or the key no longer fits it). */
export function fetchVoicebotUsage(
  voicebotId: string,
  ownerKey: string,
  days: number,
  signal?: AbortSignal,
): Promise<VoicebotUsage | null> {
  return readOwnedVoicebot(
    ownerKey,
    (contracts) => ({
      url: `${contracts.ragPaths.voicebotUsage(voicebotId)}?days=${days}`,
      schema: contracts.voicebotUsageSchema,
    }),
    signal,
  );
}

/**
 * One conversation's lines and summary (GET /api/rag/voicebots/{id}/sessions/{sessionId}/
 * transcript); null when the bot is gone. An unknown session is an error with the server's text.
 */
export function fetchVoiceTranscript(
  voicebotId: string,
  ownerKey: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<VoiceTranscript | null> {
  return readOwnedVoicebot(
    ownerKey,
    (contracts) => ({
      url: contracts.ragPaths.voicebotTranscript(voicebotId, sessionId),
      schema: contracts.voiceTranscriptSchema,
    }),
    signal,
  );
}
