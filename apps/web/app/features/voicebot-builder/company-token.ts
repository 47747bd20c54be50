import { builderParticipantName, voiceTokenTtlMinutes } from '@phi/contracts/constants';
import { voiceErrorMessages } from '@phi/contracts/messages';
import type { CompanyTokenRequestInput, VoicebotRecord } from '@phi/contracts/public';
import {
  throwTokenFailure,
  VoiceTokenError,
  type VoiceTokenFetcher,
} from '../voice/voice-token.ts';

/** spec: voice §3 and §7, the company token request of the builder's Test step. */
export async function buildCompanyTokenRequest(
  record: VoicebotRecord,
  now: number,
): Promise<CompanyTokenRequestInput> {
  const { buildBuilderRoomName } = await import('@phi/contracts/public');
  return {
    room_name: buildBuilderRoomName(record.id),
    // The spec leaves the company identity's prefix open; ours, plus a timestamp as the others.
    participant_identity: `company_user_${now}`,
    participant_name: builderParticipantName,
    ttl_minutes: voiceTokenTtlMinutes.company,
    voicebot_id: record.id,
    company_name: record.companyName,
    bot_name: record.botName,
    description: record.companyDescription === '' ? null : record.companyDescription,
    can_publish: true,
    can_subscribe: true,
    can_publish_data: true,
    can_update_metadata: true,
  };
}

/**
 * POST /api/voice/company/token for the created bot. 503 VOICE_NOT_CONFIGURED becomes the voice
 * layer's VoiceUnavailableError ("voice is not available here"); any other refusal is "Failed to
 * get company token: {status}" (spec: voice §8).
 */
export function createCompanyTokenFetcher(
  record: VoicebotRecord,
  ownerKey: string,
): VoiceTokenFetcher {
  return async (context) => {
    const contracts = await import('@phi/contracts/public');
    const response = await fetch(contracts.voiceTokenPaths.company, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        // The token route serves only the bot's owner (packages/contracts/src/public/rag.ts).
        [contracts.voicebotOwnerKeyHeader]: ownerKey,
      },
      body: JSON.stringify(await buildCompanyTokenRequest(record, Date.now())),
      signal: context.signal,
    });
    if (!response.ok) {
      return throwTokenFailure(
        response,
        context.isRetry
          ? voiceErrorMessages.tokenRequestFailed(response.status)
          : voiceErrorMessages.companyTokenFailed(response.status),
      );
    }
    const parsed = contracts.companyTokenResponseSchema.safeParse(await response.json());
    if (!parsed.success) {
      throw new VoiceTokenError(voiceErrorMessages.defaultConnectionError, response.status);
    }
    return { token: parsed.data.token, serverUrl: parsed.data.server_url };
  };
}
