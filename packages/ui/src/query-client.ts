import { requestDefaults } from '@phi/contracts/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * The one React Query client setup of both apps (spec: chat-news-admin §7 and
 * site-marketing-careers §9, shared request defaults): no automatic retry for reads or writes,
 * no refetch on window focus, cached data never goes stale. A query with its own rules (the
 * careers job list) sets them itself. A subpath of @phi/ui so pages that never fetch do not
 * load React Query.
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
