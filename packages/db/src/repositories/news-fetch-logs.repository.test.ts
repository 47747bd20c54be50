import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { insertTestNewsSource } from '../testing-news.ts';
import {
  type NewsFetchLogEntry,
  recordNewsFetchFailure,
  recordNewsFetchSuccess,
} from './news-fetch-logs.repository.ts';

const minute = 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
const backoff = { waitsMs: [15 * minute, 30 * minute, 60 * minute], failuresBeforeError: 3 };
// One database for the file, emptied before each test.
const context = useTestDatabase();

function failedFetch(sourceId: string, createdAt = now): NewsFetchLogEntry {
  return {
    sourceId,
    status: 'error',
    trigger: 'schedule',
    notModified: false,
    httpStatus: 503,
    articlesFound: 0,
    articlesProcessed: 0,
    errorMessage: 'HTTP 503 Service Unavailable',
    fetchDuration: 812,
    createdAt,
  };
}

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

describe('news fetch recording in one statement', () => {
  it('logs a failure and backs the source off by the wait for its count, the last wait after', async () => {
    const source = await insertTestNewsSource(context.db);
    const results = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      results.push(await recordNewsFetchFailure(context.db, failedFetch(source.id), backoff));
    }
    expect(results.map((result) => result?.consecutiveFailures)).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => (result?.nextFetchAt.getTime() ?? 0) - now.getTime())).toEqual([
      15 * minute,
      30 * minute,
      60 * minute,
      60 * minute,
      60 * minute,
    ]);
    expect(await readSource(source.id)).toMatchObject({
      status: 'error',
      consecutiveFailures: 5,
      lastFetch: now,
      lastError: 'HTTP 503 Service Unavailable',
      nextFetchAt: new Date(now.getTime() + 60 * minute),
    });
    const logs = await readLogs(source.id);
    expect(logs).toHaveLength(5);
    expect(logs[0]).toMatchObject({
      status: 'error',
      trigger: 'schedule',
      notModified: false,
      httpStatus: 503,
      articlesFound: 0,
      articlesProcessed: 0,
      errorMessage: 'HTTP 503 Service Unavailable',
      fetchDuration: 812,
      createdAt: now,
    });
  });

  it('counts failures recorded at the same time one after the other (the source is locked)', async () => {
    const source = await insertTestNewsSource(context.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        recordNewsFetchFailure(context.db, failedFetch(source.id), backoff),
      ),
    );
    expect(results.map((result) => result?.consecutiveFailures).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await readSource(source.id)).consecutiveFailures).toBe(6);
    expect(await readLogs(source.id)).toHaveLength(6);
  });

  it('logs a success, resets the source and keeps stored validators a 304 did not resend', async () => {
    const source = await insertTestNewsSource(context.db, {
      status: 'error',
      etag: '"v1"',
      lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT',
      consecutiveFailures: 4,
      nextFetchAt: now,
      lastError: 'HTTP 500',
    });
    const success = { ...failedFetch(source.id), errorMessage: null, fetchDuration: 90 };
    expect(
      await recordNewsFetchSuccess(
        context.db,
        { ...success, status: 'success', notModified: true, httpStatus: 304 },
        { etag: null, lastModified: null, keepStored: true },
      ),
    ).toBe(true);
    expect(await readSource(source.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      nextFetchAt: null,
      lastError: null,
      lastFetch: now,
      lastSuccessAt: now,
      etag: '"v1"',
      lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT',
    });
    const later = new Date(now.getTime() + minute);
    await recordNewsFetchSuccess(
      context.db,
      { ...success, status: 'partial', httpStatus: 200, articlesFound: 9, createdAt: later },
      { etag: '"v2"', lastModified: null, keepStored: false },
    );
    expect(await readSource(source.id)).toMatchObject({
      etag: '"v2"',
      lastModified: null,
      lastSuccessAt: later,
    });
    expect((await readLogs(source.id)).map((log) => [log.status, log.notModified])).toEqual([
      ['success', true],
      ['partial', false],
    ]);
  });

  it('keeps staff’s inactive and writes nothing for a source that is gone', async () => {
    const inactive = await insertTestNewsSource(context.db, { status: 'inactive' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await recordNewsFetchFailure(context.db, failedFetch(inactive.id), backoff);
    }
    expect((await readSource(inactive.id)).status).toBe('inactive');
    const gone = await insertTestNewsSource(context.db);
    await context.db.deleteFrom('newsSources').where('id', '=', gone.id).execute();
    expect(await recordNewsFetchFailure(context.db, failedFetch(gone.id), backoff)).toBeUndefined();
    expect(
      await recordNewsFetchSuccess(context.db, failedFetch(gone.id), {
        etag: null,
        lastModified: null,
        keepStored: false,
      }),
    ).toBe(false);
    expect(await readLogs(gone.id)).toEqual([]);
  });
});
