import type { NewsCategory } from './enums.ts';

/**
 * One feed item as the feed reader (packages/news) hands it to the store (@phi/domain/news):
 * plain text, absolute http(s) URLs, mapped 1:1 onto a news_articles row.
 */
export interface NewsArticleInput {
  /** Absolute http(s) link of the item, resolved against xml:base or the feed URL. */
  url: string;
  /** The normalised URL: the same story from two feeds (or twice in one) has one key. */
  urlKey: string;
  title: string;
  excerpt: string | null;
  content: string | null;
  author: string | null;
  publishedAt: Date | null;
  category: NewsCategory | null;
  tags: string[];
  imageUrl: string | null;
  /** Minutes of reading, at least 1; null without text. */
  readTime: number | null;
}
