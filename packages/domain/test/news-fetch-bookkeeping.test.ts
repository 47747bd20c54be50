import { insertTestNewsSource } from '@phi/db/testing-news';
import { describe, expect, it } from 'vitest';
import {
  getSourceForFetch,
  listSchedulableSources,
  recordFetchFailure,
  recordFetchSuccess,
} from '../src/news/index.ts';
import { useTestDatabase } from './test-database.ts';

const minute = 60 * 1000;
const hour = 60 * minute;
const start = new Date('2026-11-26T06:00:00.000Z');
const noJitter = () => 0.5;

describe('news fetch bookkeeping', () => {
  const context = useTestDatabase();

  function readSource(id: string) {
    return context.db
      .selectFrom('newsSources')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  function readLogs(sourceId: string) {
    return context.db
      .selectFrom('newsFetchLogs')
      .selectAll()
      .where('sourceId', '=', sourceId)
      .orderBy('createdAt')
      .execute();
  }

  function fail(sourceId: string, now: Date, error = 'HTTP 503 Service Unavailable') {
    return recordFetchFailure(context.db, {
      sourceId,
      trigger: 'schedule',
      httpStatus: 503,
      error,
      durationMs: 812,
      now,
      random: noJitter,
    });
  }

  it('hands the worker a source with its feed address and validators', async () => {
    const withFeed = await insertTestNewsSource(context.db, { etag: '"abc"', priority: 7 });
    const withoutFeed = await insertTestNewsSource(context.db, { rssUrl: null });
    expect(await getSourceForFetch(context.db, withFeed.id)).toEqual({
      id: withFeed.id,
      name: withFeed.name,
      feedUrl: withFeed.rssUrl,
      status: 'active',
      priority: 7,
      etag: '"abc"',
      lastModified: null,
      nextFetchAt: null,
    });
    expect((await getSourceForFetch(context.db, withoutFeed.id))?.feedUrl).toBe(withoutFeed.url);
    expect(await getSourceForFetch(context.db, 'not-a-source')).toBeUndefined();
    await insertTestNewsSource(context.db, { status: 'inactive' });
    expect((await listSchedulableSources(context.db)).map((row) => row.id).sort()).toEqual(
      [withFeed.id, withoutFeed.id].sort(),
    );
  });

  it('backs off 15, 30, 60 minutes … at most 24 hours; status error from the 3rd failure', async () => {
    const source = await insertTestNewsSource(context.db);
    const waits: number[] = [];
    const statuses: string[] = [];
    let now = start;
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const backoff = await fail(source.id, now);
      expect(backoff.consecutiveFailures).toBe(attempt);
      waits.push(backoff.nextFetchAt.getTime() - now.getTime());
      statuses.push((await readSource(source.id)).status);
      now = backoff.nextFetchAt;
    }
    expect(waits).toEqual([
      15 * minute,
      30 * minute,
      60 * minute,
      2 * hour,
      4 * hour,
      8 * hour,
      16 * hour,
      24 * hour,
      24 * hour,
    ]);
    expect(statuses).toEqual([
      'active',
      'active',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
    ]);
    const stored = await readSource(source.id);
    expect(stored).toMatchObject({
      consecutiveFailures: 9,
      lastError: 'HTTP 503 Service Unavailable',
      lastSuccessAt: null,
    });
    expect(stored.nextFetchAt).toEqual(new Date(now.getTime()));
    const logs = await readLogs(source.id);
    expect(logs).toHaveLength(9);
    expect(logs[0]).toMatchObject({
      status: 'error',
      trigger: 'schedule',
      httpStatus: 503,
      notModified: false,
      errorMessage: 'HTTP 503 Service Unavailable',
      fetchDuration: 812,
      createdAt: start,
    });
  });

  it('spreads the wait by ±20% with the random it is given', async () => {
    const source = await insertTestNewsSource(context.db);
    const early = await recordFetchFailure(context.db, {
      sourceId: source.id,
      trigger: 'admin',
      httpStatus: null,
      error: 'getaddrinfo ENOTFOUND feeds.example.test',
      durationMs: 20,
      now: start,
      random: () => 0,
    });
    expect(early.nextFetchAt.getTime() - start.getTime()).toBe(12 * minute);
  });

  it('cuts a long error to 1000 characters', async () => {
    const source = await insertTestNewsSource(context.db);
    await fail(source.id, start, `Feed could not be parsed: ${'x'.repeat(3000)}`);
    expect((await readSource(source.id)).lastError).toHaveLength(1000);
    expect((await readLogs(source.id))[0]?.errorMessage).toHaveLength(1000);
  });

  it('resets everything on a success and stores the new validators', async () => {
    const source = await insertTestNewsSource(context.db, { etag: '"old"' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await fail(source.id, start);
    }
    const later = new Date(start.getTime() + 5 * hour);
    await recordFetchSuccess(context.db, {
      sourceId: source.id,
      trigger: 'schedule',
      status: 'partial',
      httpStatus: 200,
      notModified: false,
      found: 25,
      processed: 20,
      durationMs: 1234,
      etag: '"new"',
      lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT',
      now: later,
    });
    expect(await readSource(source.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      nextFetchAt: null,
      lastError: null,
      lastSuccessAt: later,
      lastFetch: later,
      etag: '"new"',
      lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT',
    });
    expect((await readLogs(source.id)).at(-1)).toMatchObject({
      status: 'partial',
      trigger: 'schedule',
      httpStatus: 200,
      notModified: false,
      articlesFound: 25,
      articlesProcessed: 20,
      fetchDuration: 1234,
      errorMessage: null,
    });
  });

  it('keeps the stored validators on a 304 and logs it as not modified', async () => {
    const source = await insertTestNewsSource(context.db, {
      etag: '"v1"',
      lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT',
    });
    await recordFetchSuccess(context.db, {
      sourceId: source.id,
      trigger: 'refresh-news',
      httpStatus: 304,
      notModified: true,
      found: 0,
      processed: 0,
      durationMs: 90,
      etag: null,
      lastModified: null,
      now: start,
    });
    expect(await readSource(source.id)).toMatchObject({
      etag: '"v1"',
      lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT',
      lastSuccessAt: start,
    });
    expect((await readLogs(source.id))[0]).toMatchObject({
      status: 'success',
      trigger: 'refresh-news',
      notModified: true,
      httpStatus: 304,
    });
  });

  it('leaves a source staff set inactive inactive, failing or not', async () => {
    const source = await insertTestNewsSource(context.db, { status: 'inactive' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fail(source.id, start);
    }
    expect((await readSource(source.id)).status).toBe('inactive');
    await recordFetchSuccess(context.db, {
      sourceId: source.id,
      trigger: 'admin',
      httpStatus: 200,
      notModified: false,
      found: 1,
      processed: 1,
      durationMs: 100,
      etag: null,
      lastModified: null,
      now: start,
    });
    expect(await readSource(source.id)).toMatchObject({
      status: 'inactive',
      consecutiveFailures: 0,
    });
  });

  it('records nothing for a source deleted while it was fetched', async () => {
    const source = await insertTestNewsSource(context.db);
    await context.db.deleteFrom('newsSources').where('id', '=', source.id).execute();
    await recordFetchSuccess(context.db, {
      sourceId: source.id,
      trigger: 'schedule',
      httpStatus: 200,
      notModified: false,
      found: 0,
      processed: 0,
      durationMs: 10,
      etag: null,
      lastModified: null,
      now: start,
    });
    await expect(fail(source.id, start)).rejects.toMatchObject({ code: 'NEWS_SOURCE_NOT_FOUND' });
    expect(await context.db.selectFrom('newsFetchLogs').selectAll().execute()).toEqual([]);
  });
});
