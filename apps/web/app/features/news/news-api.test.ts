import { errorCatalog } from '@phi/contracts/errors';
import { newsArticleListSchema } from '@phi/contracts/public';
import { ApiError, readServerMessage } from '@phi/ui/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import {
  buildNewsListUrl,
  fetchBlogPosts,
  fetchFeaturedNews,
  fetchNewsFetchStatus,
  fetchNewsPage,
  startNewsFetch,
} from './news-api.ts';
import { buildArticle, sampleBlogPost } from './news-fixtures.ts';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(status, body),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the test articles', () => {
  it('are in the exact shape the server sends', () => {
    expect(newsArticleListSchema.safeParse([buildArticle('a'), buildArticle('b')]).success).toBe(
      true,
    );
  });
});

// spec: chat-news-admin §4 and §7, GET /api/news: category omitted for "all"
describe('buildNewsListUrl', () => {
  it('leaves the category out for all topics and always sends page and limit (24)', () => {
    expect(buildNewsListUrl({ page: 1 })).toBe('/api/news?page=1&limit=24');
    expect(buildNewsListUrl({ category: 'ml', page: 2 })).toBe(
      '/api/news?category=ml&page=2&limit=24',
    );
  });
});

describe('fetchNewsPage', () => {
  it('reads the list with cookies and JSON', async () => {
    const article = buildArticle('one');
    const fetchMock = answer(200, [article]);
    await expect(fetchNewsPage({ page: 1 })).resolves.toEqual([article]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news?page=1&limit=24');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(new Headers(init?.headers).get('cache-control')).toBeNull();
  });

  it('asks past the browser cache when the answer must be fresh', async () => {
    const fetchMock = answer(200, []);
    await fetchNewsPage({ page: 1 }, { isFresh: true });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('cache-control')).toBe(
      'no-cache',
    );
  });

  // spec: chat-news-admin §3, text fields may arrive as number, list or object; §5, http(s) images
  it('normalises loose entries, drops unsafe images and skips entries that are no object', async () => {
    answer(200, [
      {
        ...buildArticle('loose'),
        id: 42,
        title: { text: 'Loose title' },
        imageUrl: 'javascript:alert(1)',
        readTime: 5,
      },
      'not an article',
    ]);
    const [article, ...rest] = await fetchNewsPage({ page: 1 });
    expect(rest).toEqual([]);
    expect(article).toMatchObject({
      id: '42',
      title: 'Loose title',
      imageUrl: null,
      readTime: '5',
    });
  });

  it('fails with "Failed to fetch news" on an answer that is no list, or on an error status', async () => {
    answer(200, { articles: [] });
    await expect(fetchNewsPage({ page: 1 })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'Failed to fetch news',
    });
    answer(500, { error: errorCatalog.INTERNAL.message, code: 'INTERNAL' });
    await expect(fetchNewsPage({ page: 1 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchFeaturedNews', () => {
  it('fails with "Failed to fetch featured news" when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchFeaturedNews()).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch featured news',
    });
  });
});

describe('fetchBlogPosts', () => {
  it('reads blog posts as articles, featured becoming isFeatured', async () => {
    const fetchMock = answer(200, [sampleBlogPost]);
    const [post] = await fetchBlogPosts();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/blog');
    expect(post).toMatchObject({
      id: sampleBlogPost.id,
      title: sampleBlogPost.title,
      isFeatured: true,
      imageUrl: null,
      url: '',
    });
  });
});

describe('Refresh News calls', () => {
  it('posts without a body and reads the queued job', async () => {
    const fetchMock = answer(202, { status: 'queued', jobId: 'job-7' });
    await expect(startNewsFetch()).resolves.toEqual({ status: 'queued', jobId: 'job-7' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news/fetch');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it("carries the server's message of a 429", async () => {
    const message = 'News was refreshed a moment ago. Please wait before refreshing again.';
    answer(429, { error: message, code: 'RATE_LIMITED' });
    const error = await startNewsFetch().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(readServerMessage(error)).toBe(message);
  });

  it('reads where a job stands, its id encoded into the path', async () => {
    const fetchMock = answer(200, { jobId: 'a/b', state: 'running' });
    await expect(fetchNewsFetchStatus('a/b')).resolves.toEqual({ jobId: 'a/b', state: 'running' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/news/fetch/a%2Fb');
  });
});
