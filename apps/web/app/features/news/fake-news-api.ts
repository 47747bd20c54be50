import { type Mock, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';

// The news page's API for tests, answered at the network boundary (a stubbed fetch), as the
// careers tests do. Each handler returns a fresh Response; tests swap handlers mid-test.

type Answer = Response | Promise<Response>;
type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface FakeNewsHandlers {
  featured: () => Answer;
  list: (query: URLSearchParams) => Answer;
  blog: () => Answer;
  startFetch: () => Answer;
  fetchStatus: (jobId: string) => Answer;
}

export interface FakeNewsApi {
  handlers: FakeNewsHandlers;
  fetchMock: Mock<FetchFunction>;
  /** Every request so far as "METHOD /path?query". */
  requests: () => string[];
}

const empty = () => jsonResponse(200, []);

/** A Response that arrives only when the test calls the returned release function. */
export function heldAnswer(): { answer: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

export function installFakeNewsApi(overrides: Partial<FakeNewsHandlers> = {}): FakeNewsApi {
  const handlers: FakeNewsHandlers = {
    featured: empty,
    list: empty,
    blog: empty,
    startFetch: () => jsonResponse(202, { status: 'queued', jobId: 'news-refresh-1' }),
    fetchStatus: (jobId) => jsonResponse(200, { jobId, state: 'completed' }),
    ...overrides,
  };
  const fetchMock = vi.fn<FetchFunction>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/news/fetch') {
      return handlers.startFetch();
    }
    if (method === 'GET' && url.pathname.startsWith('/api/news/fetch/')) {
      return handlers.fetchStatus(
        decodeURIComponent(url.pathname.slice('/api/news/fetch/'.length)),
      );
    }
    if (method === 'GET' && url.pathname === '/api/news/featured') {
      return handlers.featured();
    }
    if (method === 'GET' && url.pathname === '/api/news') {
      return handlers.list(url.searchParams);
    }
    if (method === 'GET' && url.pathname === '/api/blog') {
      return handlers.blog();
    }
    throw new Error(`the news page made an unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    handlers,
    fetchMock,
    requests: () =>
      fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`),
  };
}
