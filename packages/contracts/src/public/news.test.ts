import { describe, expect, it } from 'vitest';
import {
  newsArticleSchema,
  newsListQuerySchema,
  parseNewsArticle,
  parseNewsArticles,
} from './news.ts';

describe('parseNewsArticle (spec: chat-news-admin §3)', () => {
  it('normalises text fields of any shape and reads featured either way', () => {
    const article = parseNewsArticle({
      id: 17,
      title: { '#text': 'Transformers at scale' },
      excerpt: ['Part one.', 'Part two.'],
      author: { name: 'A. Researcher' },
      publishedAt: '2025-05-01T10:00:00Z',
      readTime: 5,
      tags: 'AI, Research',
      url: 'https://example.org/a',
      imageUrl: 'https://example.org/a.png',
      category: 'research',
      sourceName: ['arXiv'],
      featured: true,
    });
    expect(article).toEqual({
      id: '17',
      title: 'Transformers at scale',
      excerpt: 'Part one., Part two.',
      author: 'A. Researcher',
      publishedAt: '2025-05-01T10:00:00.000Z',
      readTime: '5',
      tags: ['AI', 'Research'],
      url: 'https://example.org/a',
      imageUrl: 'https://example.org/a.png',
      category: 'research',
      sourceName: 'arXiv',
      isFeatured: true,
    });
    expect(newsArticleSchema.safeParse(article).success).toBe(true);
  });

  it('drops images that are not http(s) and unreadable dates', () => {
    const article = parseNewsArticle({
      id: 'a',
      imageUrl: 'javascript:alert(1)',
      publishedAt: 'soon',
    });
    expect(article.imageUrl).toBeNull();
    expect(article.publishedAt).toBeNull();
    expect(article.isFeatured).toBe(false);
  });

  it('skips list entries that are not objects', () => {
    expect(parseNewsArticles([{ id: 'a' }, 'junk', null])).toHaveLength(1);
    expect(parseNewsArticles({ not: 'a list' })).toEqual([]);
  });
});

describe('newsListQuerySchema (spec: chat-news-admin §4 and §7)', () => {
  it('omits "all" and blank filters', () => {
    expect(newsListQuerySchema.parse({ category: 'all', source: '' })).toEqual({
      page: 1,
      limit: 24,
    });
    expect(newsListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
  });

  it('keeps a real category and rejects an unknown one', () => {
    expect(newsListQuerySchema.parse({ category: 'ml', source: 'arxiv' })).toEqual({
      category: 'ml',
      source: 'arxiv',
      page: 1,
      limit: 24,
    });
    expect(newsListQuerySchema.safeParse({ category: 'crypto' }).success).toBe(false);
  });

  it('pages by query text, at most 60 articles a page', () => {
    expect(newsListQuerySchema.parse({ page: '3', limit: '60' })).toEqual({ page: 3, limit: 60 });
    expect(newsListQuerySchema.safeParse({ limit: '61' }).success).toBe(false);
    expect(newsListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
