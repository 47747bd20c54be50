import { blogPostSchema, newsArticleSchema } from '@phi/contracts/public';
import type { BlogPostRow, NewsArticleWithSource } from '@phi/db';
import { describe, expect, it } from 'vitest';
import { formatReadTime, toBlogPost, toNewsArticle } from './news.mapper.ts';

// Test data shaped like a stored feed item.
const row: NewsArticleWithSource = {
  id: '3f8f0d52-5d0e-4f44-9a4f-7c1c7a0e2b10',
  sourceId: null,
  title: 'A smaller model matches a larger one on code benchmarks',
  url: 'https://news.example.test/2026/11/small-model-code',
  urlKey: 'https://news.example.test/2026/11/small-model-code',
  excerpt: null,
  content: null,
  author: null,
  publishedAt: null,
  category: null,
  tags: ['LLM'],
  imageUrl: 'javascript:alert(1)',
  readTime: null,
  isFeatured: false,
  featuredPin: 'auto',
  fetchStatus: 'processed',
  createdAt: new Date('2026-11-25T10:00:00.000Z'),
  sourceName: null,
  sourcePriority: null,
};

describe('toNewsArticle (spec: chat-news-admin §3)', () => {
  it('answers blank text for missing fields, an empty source name once the source is gone', () => {
    const article = toNewsArticle(row, false);
    expect(newsArticleSchema.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      excerpt: '',
      author: '',
      category: '',
      readTime: '',
      sourceName: '',
      publishedAt: null,
      isFeatured: false,
    });
  });

  it('shows an image only from http(s) (spec: chat-news-admin §5) and read time in minutes', () => {
    expect(toNewsArticle(row, true).imageUrl).toBeNull();
    const shown = toNewsArticle(
      {
        ...row,
        imageUrl: 'https://cdn.example.test/small-model.jpg',
        readTime: 5,
        sourceName: 'Test feed: Example Wire',
        publishedAt: new Date('2026-11-24T08:30:00.000Z'),
      },
      true,
    );
    expect(shown).toMatchObject({
      imageUrl: 'https://cdn.example.test/small-model.jpg',
      readTime: '5 min read',
      sourceName: 'Test feed: Example Wire',
      publishedAt: '2026-11-24T08:30:00.000Z',
      isFeatured: true,
    });
  });
});

describe('toBlogPost', () => {
  it('answers the contract shape', () => {
    const post: BlogPostRow = {
      id: 'b0b7a0c2-1d7e-4f51-8a0e-1c1e2f3a4b5c',
      title: 'Forecasting staff rotas',
      slug: 'forecasting-staff-rotas',
      excerpt: 'How we forecast demand.',
      content: 'Body.',
      author: 'Phi AI team',
      publishedAt: new Date('2026-10-01T09:00:00.000Z'),
      readTime: 7,
      tags: ['Forecasting'],
      featured: false,
    };
    const mapped = toBlogPost(post);
    expect(blogPostSchema.parse(mapped)).toEqual(mapped);
    expect(mapped.readTime).toBe('7 min read');
    expect(toBlogPost({ ...post, readTime: null }).readTime).toBeNull();
    expect(formatReadTime(null)).toBe('');
  });
});
