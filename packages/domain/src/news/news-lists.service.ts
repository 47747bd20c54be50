import type { NewsCategory } from '@phi/contracts';
import type { BlogPost, NewsArticle } from '@phi/contracts/public';
import { type Database, listBlogPostsPublishedBy, listNewsArticlesPage } from '@phi/db';
import type { Kysely } from 'kysely';
import { selectFeaturedRows } from './featured-articles.ts';
import { toBlogPost, toNewsArticle } from './news.mapper.ts';

export interface PublicArticleQuery {
  category?: NewsCategory | undefined;
  /** A source id or a source name, any letter case. */
  source?: string | undefined;
  page: number;
  limit: number;
}

/**
 * GET /api/news (spec: chat-news-admin §7): newest first, an undated article by when it was
 * stored. isFeatured marks the articles Featured Research shows now, so the page's All
 * Articles grid can leave them out (§2).
 */
export async function listPublicArticles(
  db: Kysely<Database>,
  query: PublicArticleQuery,
  now: Date,
): Promise<NewsArticle[]> {
  const [rows, featured] = await Promise.all([
    listNewsArticlesPage(
      db,
      { category: query.category, source: query.source },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    selectFeaturedRows(db, now),
  ]);
  const featuredIds = new Set(featured.map((row) => row.id));
  return rows.map((row) => toNewsArticle(row, featuredIds.has(row.id)));
}

/** GET /api/news/featured: up to 6 (spec: chat-news-admin §9), pins first. */
export async function listFeaturedArticles(
  db: Kysely<Database>,
  now: Date,
): Promise<NewsArticle[]> {
  return (await selectFeaturedRows(db, now)).map((row) => toNewsArticle(row, true));
}

/** GET /api/blog: the page's fallback when there is no news (spec: chat-news-admin §7). */
export async function listPublishedBlogPosts(db: Kysely<Database>, now: Date): Promise<BlogPost[]> {
  return (await listBlogPostsPublishedBy(db, now)).map(toBlogPost);
}
