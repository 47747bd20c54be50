import { type SiteHealthQuery, siteHealthResponseSchema } from '@phi/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { toSearchParams } from '../../lib/search-params.ts';

// GET /api/admin/site-health (ours: docs/architecture.md#monitoring)
export function useSiteHealth(query: SiteHealthQuery | null) {
  return useQuery({
    queryKey: ['admin', 'site-health', query],
    queryFn: ({ signal }) =>
      adminRequest(`/site-health?${toSearchParams({ ...query }).toString()}`, {
        schema: siteHealthResponseSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
