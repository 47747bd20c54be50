import { type AnalyticsQuery, analyticsResponseSchema } from '@phi/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { toSearchParams } from '../../lib/search-params.ts';

// GET /api/admin/analytics (ours: the screen behind the spec's /admin/analytics link)
export function useAnalytics(query: AnalyticsQuery | null) {
  return useQuery({
    queryKey: ['admin', 'analytics', query],
    queryFn: ({ signal }) =>
      adminRequest(`/analytics?${toSearchParams({ ...query }).toString()}`, {
        schema: analyticsResponseSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
