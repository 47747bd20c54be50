import { newsPipelineLimits } from '@phi/contracts/constants';
import { newsMessages } from '@phi/contracts/messages';
import {
  type NewsArticle,
  type NewsCategory,
  type NewsFetchResponse,
  type NewsFetchStatus,
  newsFetchResponseSchema,
  newsFetchStatusSchema,
  parseNewsArticles,
} from '@phi/contracts/public';
import { type ContractSchema, requestJson } from '@phi/ui/api';

// The news page's calls (spec: chat-news-admin §7, public calls). Unlike the careers client
// (features/careers/jobs-api.ts) the contracts are imported as they are: the articles' chunk
// holds them anyway (the topic labels live beside the zod enums), and none of it is in the
// page's own JavaScript (the chunk is news-articles.island.tsx's, loaded as the articles near the
// viewport).

/**
 * spec: chat-news-admin §3, articles "may arrive" in looser shapes: each entry is normalised by
 * the contract's lenient parser. Only an answer that is no list at all breaks the contract.
 */
const articleListSchema: ContractSchema<NewsArticle[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: parseNewsArticles(value) } : { success: false },
};

export interface NewsPageRequest {
  /** Omitted for all topics (spec: chat-news-admin §4). */
  category?: NewsCategory;
  page: number;
  limit?: number;
}

/** The GET /api/news address: category left out for all topics, page and limit always sent. */
export function buildNewsListUrl({
  category,
  page,
  limit = newsPipelineLimits.listPageSize,
}: NewsPageRequest): string {
  const query = new URLSearchParams();
  if (category) {
    query.set('category', category);
  }
  query.set('page', String(page));
  query.set('limit', String(limit));
  return `/api/news?${query}`;
}

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * Ask past the browser's HTTP cache: the API lets it keep a list for a minute, and the lists
   * read right after Refresh News must be the new ones.
   */
  isFresh?: boolean;
}

const freshHeaders = (isFresh: boolean | undefined) =>
  isFresh ? { 'cache-control': 'no-cache' } : undefined;

/** One page of GET /api/news, newest first; a page shorter than its limit is the last. */
export function fetchNewsPage(
  request: NewsPageRequest,
  { signal, isFresh }: ReadOptions = {},
): Promise<NewsArticle[]> {
  return requestJson(buildNewsListUrl(request), {
    schema: articleListSchema,
    signal,
    headers: freshHeaders(isFresh),
    networkErrorMessage: newsMessages.fetchNewsFailed,
    invalidResponseMessage: newsMessages.fetchNewsFailed,
  });
}

/** GET /api/news/featured: Featured Research (the page shows at most 6). */
export function fetchFeaturedNews({ signal, isFresh }: ReadOptions = {}): Promise<NewsArticle[]> {
  return requestJson('/api/news/featured', {
    schema: articleListSchema,
    signal,
    headers: freshHeaders(isFresh),
    networkErrorMessage: newsMessages.fetchFeaturedFailed,
    invalidResponseMessage: newsMessages.fetchFeaturedFailed,
  });
}

/**
 * GET /api/blog, the fallback list when the news list is empty. Blog posts are read as articles
 * (spec: chat-news-admin §3, same shape; `featured` becomes isFeatured).
 */
export function fetchBlogPosts({ signal }: ReadOptions = {}): Promise<NewsArticle[]> {
  return requestJson('/api/blog', {
    schema: articleListSchema,
    signal,
    networkErrorMessage: newsMessages.fetchNewsFailed,
    invalidResponseMessage: newsMessages.fetchNewsFailed,
  });
}

/** POST /api/news/fetch, no body: queues a fetch of every source (Refresh News). */
export function startNewsFetch(signal?: AbortSignal): Promise<NewsFetchResponse> {
  return requestJson('/api/news/fetch', {
    method: 'POST',
    schema: newsFetchResponseSchema,
    signal,
    networkErrorMessage: newsMessages.fetchNewsFailed,
    invalidResponseMessage: newsMessages.fetchNewsFailed,
  });
}

/** GET /api/news/fetch/{jobId}: where a queued Refresh News stands. */
export function fetchNewsFetchStatus(
  jobId: string,
  signal?: AbortSignal,
): Promise<NewsFetchStatus> {
  return requestJson(`/api/news/fetch/${encodeURIComponent(jobId)}`, {
    schema: newsFetchStatusSchema,
    signal,
    networkErrorMessage: newsMessages.fetchNewsFailed,
    invalidResponseMessage: newsMessages.fetchNewsFailed,
  });
}
