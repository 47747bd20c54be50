import { isHttpUrl } from '@phi/contracts';
import type { BlogPost, NewsArticle } from '@phi/contracts/public';
import type { BlogPostRow, NewsArticleWithSource } from '@phi/db';

/** Stored minutes as the page shows them ("5 min read"); none reads as blank. */
export function formatReadTime(minutes: number | null): string {
  return minutes === null ? '' : `${minutes} min read`;
}

/**
 * An article as the page reads it (spec: chat-news-admin §3). Blank text stays blank; a
 * deleted source leaves an empty source name; an image shows only from http(s) (§5).
 */
export function toNewsArticle(row: NewsArticleWithSource, isFeatured: boolean): NewsArticle {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt ?? '',
    author: row.author ?? '',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readTime: formatReadTime(row.readTime),
    tags: row.tags,
    url: row.url,
    imageUrl: isHttpUrl(row.imageUrl) ? row.imageUrl : null,
    category: row.category ?? '',
    sourceName: row.sourceName ?? '',
    isFeatured,
  };
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    readTime: row.readTime === null ? null : formatReadTime(row.readTime),
    tags: row.tags,
    featured: row.featured,
  };
}
