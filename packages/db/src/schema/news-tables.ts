import type {
  NewsArticleFetchStatus,
  NewsCategory,
  NewsFetchLogStatus,
  NewsSourceStatus,
  NewsSourceType,
} from '@phi/contracts';
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
  priority: Generated<number>;
  createdAt: DefaultTimestamp;
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
  isFeatured: Generated<boolean>;
  fetchStatus: Generated<NewsArticleFetchStatus>;
  createdAt: DefaultTimestamp;
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
}
