import type { AdminNewsArticle, FeaturedPin, NewsFetchLog, NewsSource } from '@phi/contracts/admin';
import { jsonResponse, mockAdminApi } from '../../testing.tsx';
import { testNewsSource } from './news-test-data.ts';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeNewsApi {
  sources: NewsSource[];
  logs: Map<string, NewsFetchLog[]>;
  articles: AdminNewsArticle[];
  calls: RecordedCall[];
  /** Answers the next write (POST/PUT/DELETE) with this instead of the happy path. */
  failNextWrite: (response: Response) => void;
  /** Answers every GET of the source list with this (error states). */
  failSourceList: (response: Response | null) => void;
}

export const queuedFetchJobId = 'news-source-fetch-job-17';

/**
 * The admin API's news routes as the screen sees them (answered at the fetch boundary, in the
 * contract shapes), over state the test can change.
 */
export function serveNewsApi(initial: {
  sources?: NewsSource[];
  logs?: Record<string, NewsFetchLog[]>;
  articles?: AdminNewsArticle[];
}): FakeNewsApi {
  let nextWriteFailure: Response | null = null;
  let sourceListFailure: Response | null = null;
  const api: FakeNewsApi = {
    sources: [...(initial.sources ?? [])],
    logs: new Map(Object.entries(initial.logs ?? {})),
    articles: [...(initial.articles ?? [])],
    calls: [],
    failNextWrite: (response) => {
      nextWriteFailure = response;
    },
    failSourceList: (response) => {
      sourceListFailure = response;
    },
  };

  mockAdminApi({
    other: (url, init) => {
      const method = init.method ?? 'GET';
      const { pathname, search } = new URL(url, 'http://admin.test');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      api.calls.push({ method, path: `${pathname}${search}`, body });
      if (method !== 'GET' && nextWriteFailure) {
        const failure = nextWriteFailure;
        nextWriteFailure = null;
        return failure;
      }
      const sourceMatch = /^\/api\/admin\/news-sources\/([^/]+)(\/logs|\/fetch)?$/.exec(pathname);
      if (pathname === '/api/admin/news-sources') {
        if (method === 'GET') {
          return sourceListFailure ?? jsonResponse(200, { sources: api.sources });
        }
        const { apiKey, ...fields } = body as Record<string, unknown>;
        const created = testNewsSource({
          ...fields,
          id: 'new-source-id',
          hasApiKey: typeof apiKey === 'string',
          lastFetch: null,
          lastSuccessAt: null,
          nextFetchAt: null,
          articleCount: 0,
        });
        api.sources = [...api.sources, created];
        return jsonResponse(201, created);
      }
      if (sourceMatch) {
        const id = decodeURIComponent(sourceMatch[1] ?? '');
        if (sourceMatch[2] === '/logs') {
          return jsonResponse(200, { logs: api.logs.get(id) ?? [] });
        }
        if (sourceMatch[2] === '/fetch') {
          return jsonResponse(202, { status: 'queued', jobId: queuedFetchJobId });
        }
        if (method === 'DELETE') {
          api.sources = api.sources.filter((source) => source.id !== id);
          return new Response(null, { status: 204 });
        }
        if (method === 'PUT') {
          const { apiKey, ...changes } = body as Record<string, unknown>;
          api.sources = api.sources.map((source) =>
            source.id === id
              ? {
                  ...source,
                  ...changes,
                  hasApiKey: apiKey === undefined ? source.hasApiKey : apiKey !== null,
                }
              : source,
          );
          return jsonResponse(
            200,
            api.sources.find((source) => source.id === id),
          );
        }
      }
      if (pathname === '/api/admin/news-articles') {
        const params = new URLSearchParams(search);
        const shown = api.articles.filter(
          (article) =>
            (!params.get('sourceId') || article.sourceId === params.get('sourceId')) &&
            (params.get('featuredOnly') !== 'true' || article.isFeatured),
        );
        return jsonResponse(200, {
          articles: shown,
          total: shown.length,
          totalPages: shown.length === 0 ? 0 : 1,
          isTotalCapped: false,
          page: Number(params.get('page') ?? 1),
          limit: Number(params.get('limit') ?? 20),
        });
      }
      const pinMatch = /^\/api\/admin\/news-articles\/([^/]+)\/featured$/.exec(pathname);
      if (pinMatch && method === 'PUT') {
        const featured = (body as { featured: FeaturedPin }).featured;
        api.articles = api.articles.map((article) =>
          article.id === pinMatch[1]
            ? {
                ...article,
                featuredPin: featured,
                isFeatured: featured === 'pinned' || (featured === 'auto' && article.isFeatured),
              }
            : article,
        );
        return jsonResponse(
          200,
          api.articles.find((article) => article.id === pinMatch[1]),
        );
      }
      return undefined;
    },
  });
  return api;
}
