import { requestDefaults } from '@phi/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * spec: site-marketing-careers §9 and chat-news-admin §7, shared request defaults: no automatic
 * retry for reads or writes, no refetch on window focus, cached data never goes stale. A query
 * with its own rules (the jobs list) sets them itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: requestDefaults.retries,
        refetchOnWindowFocus: requestDefaults.refetchOnWindowFocus,
        staleTime: requestDefaults.staleTimeMs,
      },
      mutations: { retry: requestDefaults.retries },
    },
  });
}
