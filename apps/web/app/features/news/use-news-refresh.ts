import { newsMessages } from '@phi/contracts/messages';
import type { NewsArticle } from '@phi/contracts/public';
import { readServerMessage } from '@phi/ui/api';
import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFeaturedNews, fetchNewsPage, startNewsFetch } from './news-api.ts';
import { newsPageCopy } from './news-copy.ts';
import { type NewsFetchOutcome, waitForNewsFetch } from './news-fetch-polling.ts';
import { newsListQueryOptions, newsQueryKeys } from './news-queries.ts';
import { type NewsTopic, toNewsCategory } from './news-topic.ts';

export type NewsRefreshState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string };

function readShownIds(client: QueryClient, topic: NewsTopic): Set<string> {
  const featured = client.getQueryData<NewsArticle[]>(newsQueryKeys.featured) ?? [];
  const list = client.getQueryData(newsListQueryOptions(topic).queryKey)?.pages.flat() ?? [];
  return new Set([...featured, ...list].map((article) => article.id));
}

function describeOutcome(outcome: NewsFetchOutcome, added: number): string {
  if (outcome === 'failed') {
    return newsPageCopy.fetchDidNotFinish;
  }
  if (outcome === 'timed-out') {
    return newsPageCopy.fetchStillRunning;
  }
  return added > 0 ? newsPageCopy.newArticles(added) : newsPageCopy.noNewArticles;
}

/**
 * spec: chat-news-admin §4, Refresh News "triggers a server-side fetch, then a refetch of the
 * lists": POST /api/news/fetch, wait for the queued fetch (news-fetch-polling.ts), then read
 * Featured Research and the shown topic's first page again past the browser's cache, and say
 * how many articles are new. One refresh at a time; a 429 or any failure reports the server's own
 * message when it sent one.
 */
export function useNewsRefresh(topic: NewsTopic): {
  state: NewsRefreshState;
  refresh: () => Promise<void>;
} {
  const client = useQueryClient();
  const [state, setState] = useState<NewsRefreshState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const refresh = useCallback(async () => {
    if (running.current) {
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    running.current = controller;
    setState({ phase: 'running' });
    const shownBefore = readShownIds(client, topic);
    try {
      const { jobId } = await startNewsFetch(signal);
      const outcome = await waitForNewsFetch(jobId, { signal });
      const [featured, firstPage] = await Promise.all([
        fetchFeaturedNews({ signal, isFresh: true }),
        fetchNewsPage({ category: toNewsCategory(topic), page: 1 }, { signal, isFresh: true }),
      ]);
      const listKey = newsListQueryOptions(topic).queryKey;
      await client.cancelQueries({ queryKey: listKey });
      client.setQueryData(newsQueryKeys.featured, featured);
      // The list starts again from its new first page; Load more continues from there.
      client.setQueryData(listKey, {
        pages: [firstPage],
        pageParams: [1],
      });
      // Other topics read again when they are next chosen.
      client.removeQueries({
        queryKey: newsQueryKeys.lists,
        predicate: (query) => query.queryHash !== hashKey(listKey),
      });
      const added = new Set(
        [...featured, ...firstPage]
          .map((article) => article.id)
          .filter((id) => !shownBefore.has(id)),
      ).size;
      setState({ phase: 'done', message: describeOutcome(outcome, added) });
    } catch (error) {
      if (!signal.aborted) {
        setState({
          phase: 'failed',
          message: readServerMessage(error) ?? newsMessages.fetchNewsFailed,
        });
      }
    } finally {
      if (running.current === controller) {
        running.current = null;
      }
    }
  }, [client, topic]);

  return { state, refresh };
}
