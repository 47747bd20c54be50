import { voiceOverviewResponseSchema, voiceSessionsResponseSchema } from '@phi/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { adminListFreshness } from '../../lib/list-freshness.ts';
import { toSearchParams } from '../../lib/search-params.ts';

export const voiceQueryKey = ['admin', 'voice'] as const;

// Ours: GET /api/admin/voice/sessions (docs/architecture.md#voice, "Admin Voice page")
export type VoiceSessionsRequest = {
  voicebotId?: string | undefined;
  status?: string | undefined;
  /** The nextCursor of the page before (none: the newest page). */
  after?: string | undefined;
};

export function useVoiceSessions(query: VoiceSessionsRequest) {
  return useQuery({
    queryKey: [...voiceQueryKey, 'sessions', query],
    queryFn: ({ signal }) =>
      adminRequest(`/voice/sessions?${toSearchParams(query).toString()}`, {
        schema: voiceSessionsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...adminListFreshness,
  });
}

// Ours: GET /api/admin/voice/overview, usage per bot and the demo personas' records
export function useVoiceOverview() {
  return useQuery({
    queryKey: [...voiceQueryKey, 'overview'],
    queryFn: ({ signal }) =>
      adminRequest('/voice/overview', { schema: voiceOverviewResponseSchema, signal }),
    ...adminListFreshness,
  });
}
