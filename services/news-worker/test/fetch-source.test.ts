import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchNewsSource } from '../src/news/fetch-source.ts';

// One source's health over a feed outage: fetchNewsSource (the worker's fetch of one source)
// against a loopback feed server and the real database, with the clock moved by hand.

let server: FeedServer;
let testDb: TestDatabase;
beforeAll(async () => {
  server = await startFeedServer();
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await testDb?.drop();
});

const minute = 60 * 1000;
const logger = { info() {}, warn() {}, error() {} };
const signal = new AbortController().signal;

describe('a source whose feed answers 500', () => {
  it('backs off, shows status error from the third failure, and recovers by itself', async () => {
    const path = '/feeds/flaky.xml';
    server.fail(path, 500);
    const source = await testDb.db
      .insertInto('newsSources')
      .values({
        name: 'Flaky lab blog',
        type: 'rss',
        url: server.url('/'),
        rssUrl: server.url(path),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let clock = new Date('2026-11-26T10:00:00.000Z');
    const deps = { db: testDb.db, allowPrivateHosts: ['127.0.0.1'], now: () => clock };
    const run = (respectBackoff: boolean) =>
      fetchNewsSource(deps, {
        sourceId: source.id,
        trigger: respectBackoff ? 'schedule' : 'admin',
        respectBackoff,
        signal,
        logger,
      });
    const health = () =>
      testDb.db
        .selectFrom('newsSources')
        .select(['status', 'consecutiveFailures', 'nextFetchAt', 'lastError', 'lastSuccessAt'])
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow();

    expect(await run(true)).toMatchObject({ status: 'failed', transient: true });
    let state = await health();
    expect(state.consecutiveFailures).toBe(1);
    expect(state.status).toBe('active');
    // 15 minutes after the first failure, with up to 20% jitter either way.
    const wait = (state.nextFetchAt?.getTime() ?? 0) - clock.getTime();
    expect(wait).toBeGreaterThanOrEqual(12 * minute);
    expect(wait).toBeLessThanOrEqual(18 * minute);

    clock = new Date(clock.getTime() + 5 * minute);
    expect(await run(true)).toEqual({ status: 'skipped', reason: 'backing-off' });
    expect(server.requests(path)).toBe(1);

    await run(false);
    await run(false);
    state = await health();
    expect(state.consecutiveFailures).toBe(3);
    expect(state.status).toBe('error');
    expect(state.lastError).toMatch(/500/);

    server.serve(path, {
      body: readFixture('rss2-lab-blog.xml'),
      contentType: 'application/rss+xml',
    });
    clock = new Date((state.nextFetchAt?.getTime() ?? 0) + minute);
    expect(await run(true)).toMatchObject({ status: 'fetched' });
    state = await health();
    expect(state).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      nextFetchAt: null,
      lastError: null,
    });
    expect(state.lastSuccessAt?.toISOString()).toBe(clock.toISOString());

    const logs = await testDb.db
      .selectFrom('newsFetchLogs')
      .select(['status', 'httpStatus', 'trigger'])
      .where('sourceId', '=', source.id)
      .orderBy('createdAt')
      .execute();
    expect(logs.map((log) => log.status)).toEqual([
      'error',
      'error',
      'error',
      expect.stringMatching(/^(success|partial)$/),
    ]);
    expect(logs[0]).toMatchObject({ httpStatus: 500, trigger: 'schedule' });
  });
});
