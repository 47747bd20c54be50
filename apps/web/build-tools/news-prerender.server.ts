import { newsPipelineLimits } from '@phi/contracts/constants';
import {
  blogPostListSchema,
  newsArticleListSchema,
  parseNewsArticles,
} from '@phi/contracts/public';
import { createDb, type Database } from '@phi/db';
import { listFeaturedArticles, listPublicArticles, listPublishedBlogPosts } from '@phi/domain/news';
import type { Kysely } from 'kysely';
import type { PrerenderedNews } from '../app/features/news/news-queries.ts';
import { readWebBuildEnv } from './env.ts';

// /blog's first screen from the build's database (docs/architecture.md#news-pipeline): the loader
// of routes/blog.tsx runs once, at build time (ssr is off), and its answer is both rendered into
// the prerendered HTML and the articles island's props (features/news/news-articles.island.tsx),
// which it hydrates from. The island then asks the API for fresher lists
// (features/news/news-articles.tsx). The lists are read with the functions
// public-api serves them with, so the build shows what GET /api/news/featured, /api/news and
// /api/blog would have answered.

/** Reads the lists, checked against the contract schemas their API routes answer with. */
export async function readPrerenderedNews(
  db: Kysely<Database>,
  now: Date,
): Promise<PrerenderedNews> {
  const [featured, articles] = await Promise.all([
    listFeaturedArticles(db, now),
    listPublicArticles(db, { page: 1, limit: newsPipelineLimits.listPageSize }, now),
  ]);
  const blogPosts = articles.length === 0 ? await listPublishedBlogPosts(db, now) : [];
  return {
    readAt: now.toISOString(),
    featured: newsArticleListSchema.parse(featured),
    articles: newsArticleListSchema.parse(articles),
    // As the page reads GET /api/blog (features/news/news-api.ts).
    blogPosts: parseNewsArticles(blogPostListSchema.parse(blogPosts)),
  };
}

export interface LoadPrerenderedNewsOptions {
  databaseUrl: string | undefined;
  now?: Date;
  /** The build's one line saying what /blog was prerendered with. */
  log?: (line: string) => void;
}

/**
 * The lists for /blog's first screen, or null (the page's placeholders) when the build has no
 * database or the database has nothing to show: an empty build-time list says nothing about the
 * running site, and "No Articles Available" replaced by articles would move the page.
 */
export async function loadPrerenderedNews({
  databaseUrl,
  now = new Date(),
  log = console.log,
}: LoadPrerenderedNewsOptions): Promise<PrerenderedNews | null> {
  if (databaseUrl === undefined) {
    log(
      'news prerender: NEWS_PRERENDER_DATABASE_URL is not set; /blog is prerendered with loading placeholders and its articles load in the browser',
    );
    return null;
  }
  // createDb's pool gives up connecting after 5 s: an unreachable database fails the build.
  const handle = createDb(databaseUrl, { max: 2, applicationName: 'web-build' });
  try {
    const news = await readPrerenderedNews(handle.db, now);
    if (news.featured.length + news.articles.length + news.blogPosts.length === 0) {
      log(
        'news prerender: the database of NEWS_PRERENDER_DATABASE_URL has no articles or blog posts; /blog is prerendered with loading placeholders',
      );
      return null;
    }
    log(
      `news prerender: /blog is prerendered with ${news.featured.length} featured and ${news.articles.length} articles${news.blogPosts.length > 0 ? ` (${news.blogPosts.length} blog posts)` : ''} read at ${news.readAt}`,
    );
    return news;
  } finally {
    await handle.close();
  }
}

/** routes/blog.tsx's loader: the build's settings (build-tools/env.ts). */
export function loadBlogPrerender(): Promise<PrerenderedNews | null> {
  return loadPrerenderedNews({ databaseUrl: readWebBuildEnv().newsPrerenderDatabaseUrl });
}
