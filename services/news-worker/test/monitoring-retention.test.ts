import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneMonitoring } from '../src/housekeeping/monitoring-retention.ts';
import { killWorkers, startWorker, waitFor } from './worker-harness.ts';

const day = 24 * 60 * 60 * 1000;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});
beforeEach(async () => {
  for (const table of ['monitoringWebVitals', 'monitoringErrors', 'monitoringEvents'] as const) {
    await testDb.db.deleteFrom(table).execute();
  }
});
afterEach(killWorkers);

/** One row in each monitoring table, stored `age` ms before `now`, tagged so it can be found. */
async function addRows(tag: string, now: Date, age: number): Promise<void> {
  const createdAt = new Date(now.getTime() - age);
  await testDb.db
    .insertInto('monitoringWebVitals')
    .values({
      sessionId: tag,
      userId: 'anonymous',
      route: '/',
      metric: 'LCP',
      value: 1200,
      rating: 'good',
      createdAt,
    })
    .execute();
  await testDb.db
    .insertInto('monitoringErrors')
    .values({ level: 'error', message: 'boom', sessionId: tag, userId: 'anonymous', createdAt })
    .execute();
  await testDb.db
    .insertInto('monitoringEvents')
    .values({ kind: 'user-action', name: 'click', sessionId: tag, userId: 'anonymous', createdAt })
    .execute();
}

async function sessionsLeft(): Promise<string[][]> {
  return Promise.all(
    (['monitoringWebVitals', 'monitoringErrors', 'monitoringEvents'] as const).map(async (table) =>
      (await testDb.db.selectFrom(table).select('sessionId').orderBy('sessionId').execute()).map(
        (row) => row.sessionId ?? '',
      ),
    ),
  );
}

describe('monitoring retention (docs/architecture.md#monitoring: 30 days)', () => {
  it('deletes rows older than 30 days from every monitoring table and keeps younger ones', async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    await addRows('old', now, 30 * day + 60_000);
    await addRows('young', now, 30 * day - 60_000);
    await addRows('today', now, 0);

    expect(await pruneMonitoring(testDb.db, now)).toEqual({ webVitals: 1, errors: 1, events: 1 });
    expect(await sessionsLeft()).toEqual([
      ['today', 'young'],
      ['today', 'young'],
      ['today', 'young'],
    ]);
  });

  it('runs in the worker process at start, beside the file sweep', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'phi-worker-files-'));
    try {
      const now = new Date();
      await addRows('stale', now, 31 * day);
      await addRows('fresh', now, 1 * day);
      const worker = startWorker({ DATABASE_URL: testDb.url, FILES_DIR: filesDir });
      await waitFor(
        async () => (await sessionsLeft()).every((sessions) => !sessions.includes('stale')),
        () => `the monitoring prune (worker output:\n${worker.output()})`,
      );
      expect(await sessionsLeft()).toEqual([['fresh'], ['fresh'], ['fresh']]);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"msg":"monitoring rows pruned"');
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});
