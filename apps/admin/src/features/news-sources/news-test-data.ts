import type { AdminNewsArticle, NewsFetchLog, NewsSource } from '@phi/contracts/admin';

// Test data in the exact contract shapes, with the values a running pipeline gives: feeds on the
// reserved .test domain, "Test feed:" names, made-up articles.

export function testNewsSource(overrides: Partial<NewsSource> = {}): NewsSource {
  return {
    id: '5d0c8a52-4b1e-4f0e-9a57-6f1f2d9b7a01',
    name: 'Test feed: Vision Lab Blog',
    type: 'rss',
    url: 'https://vision-lab.example.test/',
    rssUrl: 'https://vision-lab.example.test/feed.xml',
    hasApiKey: false,
    lastFetch: '2026-11-26T09:00:12.000Z',
    status: 'active',
    priority: 40,
    createdAt: '2026-11-01T10:00:00.000Z',
    consecutiveFailures: 0,
    nextFetchAt: '2026-11-26T10:00:12.000Z',
    lastSuccessAt: '2026-11-26T09:00:12.000Z',
    lastError: null,
    articleCount: 128,
    ...overrides,
  };
}

/** A feed that has failed four fetches in a row: the worker shows it as error. */
export function testFailingNewsSource(overrides: Partial<NewsSource> = {}): NewsSource {
  return testNewsSource({
    id: '9b2f47e1-0c3d-4a8e-b6f5-1d2e3c4b5a69',
    name: 'Test feed: Robotics Weekly',
    url: 'https://robotics-weekly.example.test/',
    rssUrl: 'https://robotics-weekly.example.test/rss',
    hasApiKey: true,
    status: 'error',
    priority: 10,
    consecutiveFailures: 4,
    lastFetch: '2026-11-26T08:15:00.000Z',
    nextFetchAt: '2026-11-26T12:15:00.000Z',
    lastSuccessAt: '2026-11-20T07:00:00.000Z',
    lastError: 'Feed answered HTTP 503 Service Unavailable after 3 attempts',
    articleCount: 42,
    ...overrides,
  });
}

export function testFetchLog(overrides: Partial<NewsFetchLog> = {}): NewsFetchLog {
  return {
    id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
    sourceId: '5d0c8a52-4b1e-4f0e-9a57-6f1f2d9b7a01',
    status: 'success',
    trigger: 'schedule',
    notModified: false,
    httpStatus: 200,
    articlesFound: 20,
    articlesProcessed: 3,
    errorMessage: null,
    fetchDuration: 812,
    createdAt: '2026-11-26T09:00:12.000Z',
    ...overrides,
  };
}

export function testNewsArticle(overrides: Partial<AdminNewsArticle> = {}): AdminNewsArticle {
  return {
    id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2910',
    title: 'Teaching small transformers to plan',
    excerpt: 'A 40M-parameter model writes a three-step plan before it acts.',
    author: 'Test Author',
    publishedAt: '2026-11-25T09:00:00.000Z',
    readTime: '4 min read',
    tags: ['Planning', 'Transformers'],
    url: 'https://vision-lab.example.test/2026/11/teaching-small-transformers-to-plan',
    imageUrl: 'https://cdn.vision-lab.example.test/2026/11/heron-640.jpg',
    category: 'research',
    sourceName: 'Test feed: Vision Lab Blog',
    isFeatured: true,
    sourceId: '5d0c8a52-4b1e-4f0e-9a57-6f1f2d9b7a01',
    featuredPin: 'auto',
    createdAt: '2026-11-25T09:05:00.000Z',
    ...overrides,
  };
}
