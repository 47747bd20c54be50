import { requestDefaults } from '@phi/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

// spec: chat-news-admin §7 and site-marketing-careers §9, shared request defaults: no automatic
// retry, no refetch on window focus, no polling, cached data never goes stale.
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
