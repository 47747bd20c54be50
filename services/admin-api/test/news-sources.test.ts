import {
  newsFetchLogListResponseSchema,
  newsSourceFetchResponseSchema,
  newsSourceListResponseSchema,
  newsSourceSchema,
} from '@phi/contracts/admin';
import { errorBodySchema, errorCatalog } from '@phi/contracts/errors';
import { storedRecordMessages } from '@phi/contracts/messages';
import { listAuditEntriesFor } from '@phi/db';
import { insertTestNewsArticle, insertTestNewsSource } from '@phi/db/testing-news';
import { openBullConnection } from '@phi/queue';
import { deadRedisUrl } from '@phi/server/testing';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';

const ctx = useSignedInAdmin();

// Test data: a research blog's feed on the reserved .test domain, with a made-up key.
const testApiKey = 'test-api-key-7f3a9c1e-not-a-real-credential';
const labFeed = {
  name: 'Test feed: Vision Lab Blog',
  type: 'rss',
  url: 'https://vision-lab.example.test/',
  rssUrl: 'https://vision-lab.example.test/feed.xml',
  apiKey: testApiKey,
  priority: 40,
};
const unknownId = '00000000-0000-4000-8000-000000000000';

/** The news queue as BullMQ stores it, read the way packages/queue/test does. */
let newsQueue: Queue;
let closeNewsQueue: () => Promise<void>;

beforeAll(() => {
  const connection = openBullConnection(
    { backend: 'postgres', url: ctx.testDb.url },
    'producer',
    'phi-test-raw',
  );
  newsQueue = new Queue('news', connection.options, connection.factory);
  closeNewsQueue = async () => {
    await newsQueue.close();
    await connection.close();
  };
});

afterAll(async () => {
  await closeNewsQueue();
});

beforeEach(async () => {
  await ctx.testDb.db.deleteFrom('auditLog').execute();
  await ctx.testDb.db.deleteFrom('newsArticles').execute();
  await ctx.testDb.db.deleteFrom('newsSources').execute();
});

async function queuedJobs(name: string) {
  const jobs = await newsQueue.getJobs(['waiting', 'prioritized', 'delayed']);
  return jobs.filter((job) => job.name === name);
}

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.testApp.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: ctx.admin.headers,
    ...(payload ? { payload } : {}),
  });
}

async function createSource(overrides: object = {}) {
  const response = await send('POST', '/news-sources', { ...labFeed, ...overrides });
  expect(response.statusCode, response.payload).toBe(201);
  return newsSourceSchema.parse(response.json());
}

describe('every news route needs a token', () => {
  it('answers 401 UNAUTHORIZED without one', async () => {
    const routes = [
      ['GET', '/api/admin/news-sources'],
      ['POST', '/api/admin/news-sources'],
      ['PUT', `/api/admin/news-sources/${unknownId}`],
      ['DELETE', `/api/admin/news-sources/${unknownId}`],
      ['GET', `/api/admin/news-sources/${unknownId}/logs`],
      ['POST', `/api/admin/news-sources/${unknownId}/fetch`],
      ['GET', '/api/admin/news-articles'],
      ['PUT', `/api/admin/news-articles/${unknownId}/featured`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await ctx.testApp.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('news source CRUD (spec: chat-news-admin §3, news_sources)', () => {
  it('creates a source, never answers its API key, audits it and queues its first fetch', async () => {
    const response = await send('POST', '/news-sources', labFeed);
    expect(response.statusCode).toBe(201);
    expect(response.payload).not.toContain(testApiKey);
    expect(response.payload).not.toContain('apiKey');
    const source = newsSourceSchema.parse(response.json());
    expect(source).toMatchObject({
      name: 'Test feed: Vision Lab Blog',
      type: 'rss',
      url: 'https://vision-lab.example.test/',
      rssUrl: 'https://vision-lab.example.test/feed.xml',
      hasApiKey: true,
      status: 'active',
      priority: 40,
      consecutiveFailures: 0,
      lastFetch: null,
      lastSuccessAt: null,
      lastError: null,
      articleCount: 0,
    });

    const list = await send('GET', '/news-sources');
    expect(list.payload).not.toContain(testApiKey);
    expect(newsSourceListResponseSchema.parse(list.json()).sources).toEqual([source]);

    const trail = await listAuditEntriesFor(ctx.testDb.db, 'news_source', source.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'create', adminUserId: ctx.admin.id, before: null });
    expect(trail[0]?.after).toMatchObject({ name: 'Test feed: Vision Lab Blog', hasApiKey: true });
    expect(JSON.stringify(trail)).not.toContain(testApiKey);

    // The worker's sync writes the new source's scheduler, whose first fetch runs at once:
    // no separate fetch is queued (it would fetch the feed twice).
    expect((await queuedJobs('news.sync-schedules')).length).toBeGreaterThan(0);
    const fetches = (await queuedJobs('news.fetch-source')).filter(
      (job) => job.data.sourceId === source.id,
    );
    expect(fetches).toEqual([]);
  });

  it('defaults the status to active and the priority to 1', async () => {
    const source = await createSource({
      rssUrl: undefined,
      apiKey: undefined,
      priority: undefined,
    });
    expect(source).toMatchObject({ status: 'active', priority: 1, rssUrl: null, hasApiKey: false });
  });

  it('names the field of every refused value', async () => {
    const cases: [object, string, string | undefined][] = [
      [{ rssUrl: 'javascript:alert(1)' }, 'rssUrl', undefined],
      [{ url: 'ftp://vision-lab.example.test/' }, 'url', undefined],
      [{ name: '   ' }, 'name', storedRecordMessages.nameRequired],
      [{ priority: 0 }, 'priority', undefined],
      [{ priority: 101 }, 'priority', undefined],
      [{ type: 'scraper' }, 'type', undefined],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/news-sources', { ...labFeed, ...change });
      expect(response.statusCode, field).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields?.map((entry) => entry.path)).toEqual([field]);
      if (message) {
        expect(body.fields?.[0]?.message).toBe(message);
      }
    }
    const bad = await send('PUT', `/news-sources/${unknownId}`, { priority: 101 });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).fields?.[0]?.path).toBe('priority');
    expect(await ctx.testDb.db.selectFrom('newsSources').select('id').execute()).toEqual([]);
  });

  it('refuses a second source of the same name with 409', async () => {
    await createSource();
    const response = await send('POST', '/news-sources', {
      ...labFeed,
      url: 'https://other.test/',
    });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'NEWS_SOURCE_NAME_TAKEN',
      error: 'A news source with this name already exists.',
    });
    const other = await createSource({ name: 'Test feed: Robotics Weekly' });
    const rename = await send('PUT', `/news-sources/${other.id}`, { name: labFeed.name });
    expect(rename.statusCode).toBe(409);
  });

  it('changes only the fields sent, keeps or clears the key, audits and resyncs schedules', async () => {
    const source = await createSource();
    const syncsBefore = (await queuedJobs('news.sync-schedules')).length;

    const disabled = await send('PUT', `/news-sources/${source.id}`, {
      status: 'inactive',
      priority: 75,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.payload).not.toContain(testApiKey);
    expect(newsSourceSchema.parse(disabled.json())).toMatchObject({
      name: labFeed.name,
      status: 'inactive',
      priority: 75,
      hasApiKey: true,
    });
    expect((await queuedJobs('news.sync-schedules')).length).toBe(syncsBefore + 1);

    const cleared = await send('PUT', `/news-sources/${source.id}`, { apiKey: null });
    expect(newsSourceSchema.parse(cleared.json()).hasApiKey).toBe(false);
    const stored = await ctx.testDb.db
      .selectFrom('newsSources')
      .select('apiKey')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(stored.apiKey).toBeNull();

    const trail = await listAuditEntriesFor(ctx.testDb.db, 'news_source', source.id);
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(trail[1]?.before).toMatchObject({ status: 'active', priority: 40 });
    expect(trail[1]?.after).toMatchObject({ status: 'inactive', priority: 75 });

    const missing = await send('PUT', `/news-sources/${unknownId}`, { priority: 5 });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).code).toBe('NEWS_SOURCE_NOT_FOUND');
  });

  it('deletes a source with 204, keeps its articles and audits it', async () => {
    const source = await createSource();
    const article = await insertTestNewsArticle(ctx.testDb.db, 'sparse-attention-at-scale', {
      sourceId: source.id,
    });
    const response = await send('DELETE', `/news-sources/${source.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.payload).toBe('');
    expect(newsSourceListResponseSchema.parse((await send('GET', '/news-sources')).json())).toEqual(
      {
        sources: [],
      },
    );
    const kept = await ctx.testDb.db
      .selectFrom('newsArticles')
      .select(['id', 'sourceId'])
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ id: article.id, sourceId: null });

    const trail = await listAuditEntriesFor(ctx.testDb.db, 'news_source', source.id);
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(trail[1]).toMatchObject({ after: null, adminUserId: ctx.admin.id });
    expect(trail[1]?.before).toMatchObject({ name: labFeed.name, articleCount: 1 });

    expect((await send('DELETE', `/news-sources/${source.id}`)).statusCode).toBe(404);
  });
});

describe('fetch logs of a source', () => {
  it('answers the latest 50, newest first, and 404 for an unknown source', async () => {
    const source = await insertTestNewsSource(ctx.testDb.db);
    const start = Date.parse('2026-11-20T08:00:00.000Z');
    await ctx.testDb.db
      .insertInto('newsFetchLogs')
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          sourceId: source.id,
          status: index === 54 ? ('error' as const) : ('success' as const),
          trigger: 'schedule' as const,
          httpStatus: index === 54 ? 503 : 200,
          articlesFound: 12,
          articlesProcessed: index === 0 ? 12 : 0,
          errorMessage: index === 54 ? 'Feed answered HTTP 503 Service Unavailable' : null,
          fetchDuration: 420,
          createdAt: new Date(start + index * 60 * 60 * 1000),
        })),
      )
      .execute();
    const response = await send('GET', `/news-sources/${source.id}/logs`);
    expect(response.statusCode).toBe(200);
    const { logs } = newsFetchLogListResponseSchema.parse(response.json());
    expect(logs).toHaveLength(50);
    expect(logs[0]).toMatchObject({
      status: 'error',
      httpStatus: 503,
      trigger: 'schedule',
      errorMessage: 'Feed answered HTTP 503 Service Unavailable',
      createdAt: '2026-11-22T14:00:00.000Z',
    });
    expect(logs.at(-1)?.createdAt).toBe('2026-11-20T13:00:00.000Z');

    const missing = await send('GET', `/news-sources/${unknownId}/logs`);
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).code).toBe('NEWS_SOURCE_NOT_FOUND');
  });
});

describe('Fetch Now', () => {
  it('queues a news.fetch-source job with trigger admin and joins it while it waits', async () => {
    const source = await insertTestNewsSource(ctx.testDb.db);
    const first = await send('POST', `/news-sources/${source.id}/fetch`);
    expect(first.statusCode).toBe(202);
    const queued = newsSourceFetchResponseSchema.parse(first.json());
    expect(queued.status).toBe('queued');

    const job = await newsQueue.getJob(queued.jobId);
    expect(job?.name).toBe('news.fetch-source');
    expect(job?.data).toMatchObject({ sourceId: source.id, trigger: 'admin' });

    const second = await send('POST', `/news-sources/${source.id}/fetch`);
    expect(second.statusCode).toBe(202);
    expect(newsSourceFetchResponseSchema.parse(second.json()).jobId).toBe(queued.jobId);
    const fetches = (await queuedJobs('news.fetch-source')).filter(
      (entry) => entry.data.sourceId === source.id,
    );
    expect(fetches).toHaveLength(1);
  });

  it('answers 404 for an unknown source', async () => {
    const response = await send('POST', `/news-sources/${unknownId}/fetch`);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('NEWS_SOURCE_NOT_FOUND');
  });
});

describe('Fetch Now while the queue is down', () => {
  let downApp: TestApp;
  beforeAll(async () => {
    downApp = await createTestApp({
      databaseUrl: ctx.testDb.url,
      env: { QUEUE_BACKEND: 'redis', REDIS_URL: deadRedisUrl },
    });
  });
  afterAll(async () => {
    await downApp.close();
  });

  it('answers Fetch Now with 503 SERVICE_UNAVAILABLE', async () => {
    const source = await insertTestNewsSource(ctx.testDb.db);
    const response = await downApp.app.inject({
      method: 'POST',
      url: `/api/admin/news-sources/${source.id}/fetch`,
      headers: ctx.admin.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: errorCatalog.SERVICE_UNAVAILABLE.message,
    });
  });

  it("still saves a source change; the worker's periodic sync catches up", async () => {
    const source = await insertTestNewsSource(ctx.testDb.db);
    const update = await downApp.app.inject({
      method: 'PUT',
      url: `/api/admin/news-sources/${source.id}`,
      headers: ctx.admin.headers,
      payload: { priority: 60 },
    });
    expect(update.statusCode).toBe(200);
    expect(newsSourceSchema.parse(update.json()).priority).toBe(60);
  });
});
