import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  newsArticlesQueryKey,
  newsSourcesQueryKey,
  useFetchNewsSourceNow,
} from './news-sources-api.ts';

/** How long after Fetch Now the source and its fetches are read again; a feed takes seconds. */
export const fetchNowRefreshDelayMs = 5_000;

/**
 * Fetch Now for one source: queued, the button stays disabled and says so; a few seconds later
 * the sources, their fetch logs and the articles are read again and the button is ready for another fetch.
 */
export function useFetchNow(sourceId: string) {
  const queryClient = useQueryClient();
  const fetchNow = useFetchNewsSourceNow();
  const [isQueued, setIsQueued] = useState(false);

  useEffect(() => {
    if (!isQueued) {
      return;
    }
    const timer = window.setTimeout(() => {
      setIsQueued(false);
      void queryClient.invalidateQueries({ queryKey: newsSourcesQueryKey });
      void queryClient.invalidateQueries({ queryKey: newsArticlesQueryKey });
    }, fetchNowRefreshDelayMs);
    return () => window.clearTimeout(timer);
  }, [isQueued, queryClient]);

  return {
    isQueued,
    isPending: fetchNow.isPending,
    error: fetchNow.error,
    start: () => fetchNow.mutate(sourceId, { onSuccess: () => setIsQueued(true) }),
  };
}
