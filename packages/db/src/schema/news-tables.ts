import type {
  NewsArticleFetchStatus,
  NewsCategory,
  NewsFetchLogStatus,
  NewsSourceStatus,
  NewsSourceType,
} from '@phi/contracts';
import type { FeaturedPin } from '@phi/contracts/admin';
import type { NewsFetchTrigger } from '@phi/contracts/jobs';
import type { Generated } from 'kysely';
import type { DefaultTextArray, DefaultTimestamp, Timestamp } from './column-types.ts';

// spec: chat-news-admin §3, news aggregation.

export interface NewsSourcesTable {
  id: Generated<string>;
  name: string;
  type: NewsSourceType;
  url: string;
  rssUrl: string | null;
  /** A provider credential: never leaves the server. */
  apiKey: string | null;
  lastFetch: Timestamp | null;
  status: Generated<NewsSourceStatus>;
  /** 1 to 100, larger first (fetch order and Featured Research). */
  priority: Generated<number>;
  createdAt: DefaultTimestamp;
  /** The last answer's validators for a conditional GET. */
  etag: string | null;
  lastModified: string | null;
  consecutiveFailures: Generated<number>;
  /** Set while the source backs off after failures; scheduled fetches wait until then. */
  nextFetchAt: Timestamp | null;
  lastSuccessAt: Timestamp | null;
  lastError: string | null;
}

export interface NewsArticlesTable {
  id: Generated<string>;
  sourceId: string | null;
  title: string;
  url: string;
  excerpt: string | null;
  content: string | null;
  author: string | null;
  publishedAt: Timestamp | null;
  category: NewsCategory | null;
  tags: DefaultTextArray;
  imageUrl: string | null;
  /** Minutes. */
  readTime: number | null;
  /** True exactly when featuredPin is 'pinned' (a check holds them in step). */
  isFeatured: Generated<boolean>;
  fetchStatus: Generated<NewsArticleFetchStatus>;
  createdAt: DefaultTimestamp;
  /** The normalised URL: one article per story across sources. */
  urlKey: string;
  featuredPin: Generated<FeaturedPin>;
}

export interface NewsFetchLogsTable {
  id: Generated<string>;
  sourceId: string | null;
  status: NewsFetchLogStatus;
  articlesFound: Generated<number>;
  articlesProcessed: Generated<number>;
  errorMessage: string | null;
  /** Milliseconds. */
  fetchDuration: number | null;
  createdAt: DefaultTimestamp;
  /** Null on logs written before the pipeline recorded it. */
  trigger: NewsFetchTrigger | null;
  /** A 304 answer to a conditional GET. */
  notModified: Generated<boolean>;
  httpStatus: number | null;
}
