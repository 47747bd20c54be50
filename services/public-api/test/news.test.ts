import { errorBodySchema } from '@phi/contracts/errors';
import {
  blogPostListSchema,
  newsArticleListSchema,
  newsFetchResponseSchema,
  newsFetchStatusSchema,
} from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { type NewsArticleInput, storeFetchedArticles } from '@phi/domain/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

// Test data in the shape the feed parser hands the worker.
function article(n: number, overrides: Partial<NewsArticleInput> = {}): NewsArticleInput {
  const url = `https://research.example.org/posts/test-article-${n}`;
  return {
    url,
    urlKey: url,
    title: `Test article ${n}: sparse attention at scale`,
    excerpt: 'A plain-text summary of the test article, as the feed parser leaves it.',
    content: null,
    author: 'Test Author',
    publishedAt: daysAgo(n),
    category: n % 2 === 0 ? 'ml' : 'research',
    tags: ['transformers', 'efficiency', 'benchmarks'],
    imageUrl: `https://research.example.org/images/test-${n}.png`,
    readTime: 4,
    ...overrides,
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const source = await testDb.db
    .insertInto('newsSources')
    .values({
      name: 'Test Research Feed',
      type: 'rss',
      url: 'https://research.example.org/',
      rssUrl: 'https://research.example.org/feed.xml',
      priority: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeFetchedArticles(
    testDb.db,
    source.id,
    Array.from({ length: 30 }, (_, index) => article(index + 1)),
  );
  await testDb.db
    .insertInto('blogPosts')
    .values([
      {
        title: 'Published test post',
        slug: 'published-test-post',
        excerpt: 'Shown on the news page when there is no news.',
        content: 'Body.',
        author: 'Test Author',
        publishedAt: daysAgo(2),
      },
      {
        title: 'Scheduled test post',
        slug: 'scheduled-test-post',
        excerpt: 'Not yet.',
        content: 'Body.',
        author: 'Test Author',
        publishedAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
      },
    ])
    .execute();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: { NEWS_LIST_CACHE_MS: '0', NEWS_REFRESH_LIMIT_PER_IP_PER_HOUR: '3' },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/news (spec: chat-news-admin §7)', () => {
  it('answers pages of 24 articles, newest first, in the page shape', async () => {
    const response = await get('/api/news');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const articles = newsArticleListSchema.parse(response.json());
    expect(articles).toHaveLength(24);
    expect(articles[0]?.title).toBe('Test article 1: sparse attention at scale');
    expect(articles[0]).toMatchObject({
      sourceName: 'Test Research Feed',
      readTime: '4 min read',
      category: 'research',
    });
    const second = newsArticleListSchema.parse((await get('/api/news?page=2')).json());
    expect(second).toHaveLength(6);
    expect(second.at(-1)?.title).toBe('Test article 30: sparse attention at scale');
  });

  it('filters by category and source; "all" omits the filter', async () => {
    const ml = newsArticleListSchema.parse((await get('/api/news?category=ml&limit=60')).json());
    expect(ml).toHaveLength(15);
    expect(ml.every((item) => item.category === 'ml')).toBe(true);
    const all = newsArticleListSchema.parse((await get('/api/news?category=all&limit=60')).json());
    expect(all).toHaveLength(30);
    const bySource = newsArticleListSchema.parse(
      (await get('/api/news?source=test%20research%20feed&limit=60')).json(),
    );
    expect(bySource).toHaveLength(30);
    expect(newsArticleListSchema.parse((await get('/api/news?source=Other')).json())).toEqual([]);
  });

  it('names a bad query instead of guessing', async () => {
    const response = await get('/api/news?category=crypto');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect((await get('/api/news?limit=61')).statusCode).toBe(400);
  });
});

describe('GET /api/news/featured (spec: chat-news-admin §9, 6 featured)', () => {
  it('answers at most 6 recent articles with images, each marked featured', async () => {
    const featured = newsArticleListSchema.parse((await get('/api/news/featured')).json());
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured.every((item) => item.isFeatured && item.imageUrl !== null)).toBe(true);
  });
});

describe('GET /api/blog', () => {
  it('lists published posts only', async () => {
    const posts = blogPostListSchema.parse((await get('/api/blog')).json());
    expect(posts.map((post) => post.slug)).toEqual(['published-test-post']);
  });
});

describe('POST /api/news/fetch (Refresh News)', () => {
  it('queues one fetch of all sources, joins a pending one, reports its state, then limits', async () => {
    const first = await testApp.app.inject({ method: 'POST', url: '/api/news/fetch' });
    expect(first.statusCode).toBe(202);
    const queued = newsFetchResponseSchema.parse(first.json());
    const second = await testApp.app.inject({ method: 'POST', url: '/api/news/fetch' });
    expect(newsFetchResponseSchema.parse(second.json()).jobId).toBe(queued.jobId);

    const status = await get(`/api/news/fetch/${queued.jobId}`);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(newsFetchStatusSchema.parse(status.json())).toEqual({
      jobId: queued.jobId,
      state: 'waiting',
    });
    expect(
      newsFetchStatusSchema.parse((await get('/api/news/fetch/no-such-job')).json()).state,
    ).toBe('unknown');

    await testApp.app.inject({ method: 'POST', url: '/api/news/fetch' });
    const limited = await testApp.app.inject({ method: 'POST', url: '/api/news/fetch' });
    expect(limited.statusCode).toBe(429);
    expect(errorBodySchema.parse(limited.json()).code).toBe('RATE_LIMITED');
  });
});
