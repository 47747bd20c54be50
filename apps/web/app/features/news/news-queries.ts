import { newsPipelineLimits } from '@phi/contracts/constants';
import type { NewsArticle } from '@phi/contracts/public';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchBlogPosts, fetchFeaturedNews, fetchNewsPage } from './news-api.ts';
import { type NewsTopic, toNewsCategory } from './news-topic.ts';

// spec: chat-news-admin §7, the shared request defaults (no retry, no refetch on focus, never
// stale) come from the one query client (@phi/ui/query-client); keys are the addresses read.
export const newsQueryKeys = {
  featured: ['/api/news/featured'],
  lists: ['/api/news'],
  list: (topic: NewsTopic) => ['/api/news', { topic }] as const,
  blog: ['/api/blog'],
} as const;

export const newsPageSize = newsPipelineLimits.listPageSize;

/**
 * The lists the build read for the first screen (build-tools/news-prerender.server.ts, the
 * loader of routes/blog.tsx): rendered into the prerendered page and hydrated from, then
 * refreshed from the API. A type of JSON only: it is the articles island's props
 * (news-articles.island.tsx).
 */
export type PrerenderedNews = {
  /** When the build read them (ISO 8601). */
  readAt: string;
  /** GET /api/news/featured. */
  featured: NewsArticle[];
  /** GET /api/news, page 1 of all topics. */
  articles: NewsArticle[];
  /** GET /api/blog read as articles, only when there are no articles. */
  blogPosts: NewsArticle[];
};

export const featuredNewsQueryOptions = queryOptions({
  queryKey: newsQueryKeys.featured,
  queryFn: ({ signal }) => fetchFeaturedNews({ signal }),
});

/** GET /api/news for one topic, a page of 24 at a time; a shorter page is the last. */
export function newsListQueryOptions(topic: NewsTopic) {
  return infiniteQueryOptions({
    queryKey: newsQueryKeys.list(topic),
    queryFn: ({ pageParam, signal }) =>
      fetchNewsPage({ category: toNewsCategory(topic), page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: NewsArticle[], pages: NewsArticle[][]) =>
      lastPage.length < newsPageSize ? undefined : pages.length + 1,
  });
}

export const blogPostsQueryOptions = queryOptions({
  queryKey: newsQueryKeys.blog,
  queryFn: ({ signal }) => fetchBlogPosts({ signal }),
});

/** The loaded pages as one list; an article that moved between pages is shown once. */
export function joinPages(pages: readonly NewsArticle[][] | undefined): NewsArticle[] {
  const byId = new Map<string, NewsArticle>();
  for (const article of pages?.flat() ?? []) {
    if (!byId.has(article.id)) {
      byId.set(article.id, article);
    }
  }
  return [...byId.values()];
}
