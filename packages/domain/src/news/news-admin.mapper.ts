import type { AdminNewsArticle, NewsFetchLog, NewsSource } from '@phi/contracts/admin';
import type { NewsArticleWithSource, NewsFetchLogRow, NewsSourceWithArticleCount } from '@phi/db';
import { toNewsArticle } from './news.mapper.ts';

/** The API key never leaves the server: the answer only says whether one is set. */
export function toNewsSource(row: NewsSourceWithArticleCount): NewsSource {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    rssUrl: row.rssUrl,
    hasApiKey: row.apiKey !== null && row.apiKey !== '',
    lastFetch: row.lastFetch?.toISOString() ?? null,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    consecutiveFailures: row.consecutiveFailures,
    nextFetchAt: row.nextFetchAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    articleCount: row.articleCount,
  };
}

export function toNewsFetchLog(row: NewsFetchLogRow): NewsFetchLog {
  return {
    id: row.id,
    sourceId: row.sourceId,
    status: row.status,
    trigger: row.trigger,
    notModified: row.notModified,
    httpStatus: row.httpStatus,
    articlesFound: row.articlesFound,
    articlesProcessed: row.articlesProcessed,
    errorMessage: row.errorMessage,
    fetchDuration: row.fetchDuration,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `isFeatured`: whether Featured Research shows the article now (pinned or picked). */
export function toAdminNewsArticle(
  row: NewsArticleWithSource,
  isFeatured: boolean,
): AdminNewsArticle {
  return {
    ...toNewsArticle(row, isFeatured),
    sourceId: row.sourceId,
    featuredPin: row.featuredPin,
    createdAt: row.createdAt.toISOString(),
  };
}
