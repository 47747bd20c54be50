import { isHttpUrl } from '@phi/contracts';
import { expect } from 'vitest';
import {
  decodeFeedBytes,
  FeedParseError,
  type ParsedArticle,
  type ParsedFeed,
  parseFeed,
} from '../src/index.ts';
import { readFixture } from '../src/testing.ts';

// Shared by the parse tests: a fixed clock, fixture parsing, and what every article must be.

export const now = new Date('2025-05-13T08:00:00Z');

export async function parseFixture(
  name: string,
  feedUrl: string,
  contentType: string | null = null,
) {
  return parseFeed(decodeFeedBytes(readFixture(name), contentType), { feedUrl, now });
}

export async function parseFailure(xml: string): Promise<FeedParseError> {
  try {
    await parseFeed(xml, { feedUrl: 'https://feeds.example.org/feed.xml', now });
  } catch (error) {
    if (error instanceof FeedParseError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the parse to fail');
}

export function byTitle(feed: ParsedFeed, start: string): ParsedArticle {
  const article = feed.items.find((item) => item.title.startsWith(start));
  if (!article) {
    throw new Error(`no article titled "${start}…" in ${feed.items.map((item) => item.title)}`);
  }
  return article;
}

const markup = /<[a-z!/?]/i;

/** What every article of every feed must satisfy, whatever the feed sent. */
export function expectCleanArticles(feed: ParsedFeed) {
  expect(feed.items.length).toBeGreaterThan(0);
  expect(feed.items.length).toBeLessThanOrEqual(200);
  for (const article of feed.items) {
    const texts = [
      article.title,
      article.excerpt,
      article.content,
      article.author,
      ...article.tags,
    ];
    for (const text of texts) {
      if (text === null) {
        continue;
      }
      expect(text).not.toMatch(markup);
      expect(text).not.toContain('\uFFFD');
      expect(text).toBe(text.trim());
    }
    expect(isHttpUrl(article.url)).toBe(true);
    expect(article.url).toMatch(/^https?:\/\/[^/]+\//);
    expect(article.urlKey.startsWith('https://')).toBe(true);
    expect(article.imageUrl === null || isHttpUrl(article.imageUrl)).toBe(true);
    expect(Array.from(article.title).length).toBeLessThanOrEqual(500);
    expect(article.title).not.toBe('');
    expect(Array.from(article.excerpt ?? '').length).toBeLessThanOrEqual(500);
    expect(Array.from(article.content ?? '').length).toBeLessThanOrEqual(20_000);
    expect(article.tags.length).toBeLessThanOrEqual(8);
    for (const tag of article.tags) {
      expect(Array.from(tag).length).toBeLessThanOrEqual(40);
      expect(tag).not.toMatch(/^https?:|:\/\//i);
    }
    expect(['ai', 'ml', 'dl', 'research', 'academic', 'industry']).toContain(article.category);
    if (article.readTime !== null) {
      expect(Number.isInteger(article.readTime)).toBe(true);
      expect(article.readTime).toBeGreaterThanOrEqual(1);
    }
  }
}
