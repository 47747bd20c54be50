import { voiceErrorMessages } from '@phi/contracts/messages';
import type { VoicebotUsage } from '@phi/contracts/public';
import { ApiError, requestJson } from '@phi/ui/api';

// GET /api/rag/voicebots/{id}/usage with the bot's owner key (packages/contracts/src/public/
// voicebot-usage.ts). The contracts load on demand, keeping zod out of the initial JavaScript.

/** The figures, or null when the bot is gone (or the key no longer fits it). */
export async function fetchVoicebotUsage(
  voicebotId: string,
  ownerKey: string,
  days: number,
  signal?: AbortSignal,
): Promise<VoicebotUsage | null> {
  const contracts = await import('@phi/contracts/public');
  try {
    return await requestJson(`${contracts.ragPaths.voicebotUsage(voicebotId)}?days=${days}`, {
      headers: { [contracts.voicebotOwnerKeyHeader]: ownerKey },
      schema: contracts.voicebotUsageSchema,
      signal,
      networkErrorMessage: voiceErrorMessages.defaultConnectionError,
      invalidResponseMessage: voiceErrorMessages.defaultConnectionError,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VOICEBOT_NOT_FOUND') {
      return null;
    }
    throw error;
  }
}
