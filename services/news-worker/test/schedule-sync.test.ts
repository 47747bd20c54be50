import { newsQueue, newsSyncSchedulesJobName } from '@phi/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { insertTestNewsSource } from '@phi/db/testing-news';
import { openBullConnection, type QueueConnectionConfig } from '@phi/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsJobs, sourceSchedulerPrefix } from '../src/news/news-jobs.ts';

// At a worker's first start two news.sync-schedules run at once on its two job slots: the
// startup job and the first run of the sync's own scheduler (src/news/news-jobs.ts); staff
// changing a source while a sync runs does the same. Both write every source's scheduler. On
// the PostgreSQL backend two upserts of one scheduler at once each queued a job: a new source
// was fetched twice, an existing one got the run after next queued early. syncJobSchedules
// (packages/queue/src/schedulers.ts) now runs one sync of a family at a time in a process
// (docs/architecture.md#news-pipeline, "Schedules").

const silentLogger = { info() {}, warn() {}, error() {} };
const rounds = 20;

describe('two schedule syncs at once on the PostgreSQL backend', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('leave one fetch queued per source, however often they run together', async () => {
    const config: QueueConnectionConfig = { backend: 'postgres', url: testDb.url };
    const sync = createNewsJobs({
      db: testDb.db,
      queue: config,
      connectionName: 'phi-test-sync',
      sourceIntervalMs: 60 * 60 * 1000,
      fetchConcurrency: 1,
      allowPrivateHosts: [],
    }).find((job) => job.name === newsSyncSchedulesJobName);
    const context = {
      jobId: 'test',
      attempt: 1,
      logger: silentLogger,
      signal: new AbortController().signal,
    };
    const connection = openBullConnection(config, 'producer', 'phi-test-inspect');
    const queue = new Queue(newsQueue, connection.options, connection.factory);
    try {
      // Each round a source is added and two syncs run at once, as at a worker's start.
      for (let round = 0; round < rounds; round += 1) {
        await insertTestNewsSource(testDb.db);
        await Promise.all([sync?.handle({}, context), sync?.handle({}, context)]);
      }
      const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed']);
      const bySource = new Map<string, string[]>();
      for (const job of jobs) {
        if (String(job.id).startsWith(`repeat:${sourceSchedulerPrefix}`)) {
          const sourceId = String(job.data.sourceId);
          bySource.set(sourceId, [...(bySource.get(sourceId) ?? []), await job.getState()]);
        }
      }
      // One fetch due now per source, nothing more: no second first run, and no run queued
      // ahead of the next one.
      expect(bySource.size).toBe(rounds);
      expect([...bySource.entries()].filter(([, states]) => states.length !== 1)).toEqual([]);
      expect(new Set([...bySource.values()].flat())).not.toContain('delayed');
    } finally {
      await queue.close();
      await connection.close();
    }
  });
});
