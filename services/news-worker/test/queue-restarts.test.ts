import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import type { QueueConnectionConfig } from '@phi/queue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchLogs,
  fetchNowRuns,
  output,
  type RestartFixtures,
  readScheduler,
  restartStore,
  startRestartFixtures,
} from './queue-restart-checks.ts';
import { freePort, ownRedis, stopOwnRedisServers } from './restart-harness.ts';
import { killWorkers, startWorker, testQueuePrefix, waitFor } from './worker-harness.ts';

// The queue store goes away under a running worker and comes back: compose's Redis restarted
// (AOF keeps the queues). The worker process is never restarted; it must take the next job by
// itself (docs/architecture.md#queues). postgres-restart.test.ts does the same for the
// standalone run's PostgreSQL.

let fixtures: RestartFixtures;
beforeAll(async () => {
  fixtures = await startRestartFixtures();
});
afterEach(async () => {
  killWorkers();
  await stopOwnRedisServers();
});
afterAll(async () => {
  await fixtures?.close();
});

describe('the worker on Redis (compose)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('takes a Fetch Now queued after Redis restarted, in the same process', {
    timeout: 180_000,
  }, async () => {
    const redis = ownRedis(await freePort(), await mkdtemp(join(fixtures.workDir, 'redis-')));
    await redis.start();
    const prefix = testQueuePrefix();
    const config: QueueConnectionConfig = { backend: 'redis', url: redis.url, prefix };
    const first = await fixtures.addSource(testDb.db, 'first.xml');

    const worker = startWorker({
      DATABASE_URL: testDb.url,
      FILES_DIR: join(fixtures.workDir, 'files'),
      QUEUE_BACKEND: 'redis',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    });
    // The new source's scheduler runs its first job at once.
    await waitFor(
      async () => (await fetchLogs(testDb.db, first.id)).length > 0,
      () => `the first source's first fetch ${output(worker)()}`,
    );

    // SIGTERM, as `docker compose restart redis` stops it; the same port and AOF directory after.
    await restartStore(worker, 'Redis', redis.stop, redis.start);

    const second = await fixtures.addSource(testDb.db, 'fetch-now.xml');
    await fetchNowRuns(config, testDb.db, second.id, worker);
    // The scheduler written before the restart is still there: the AOF kept it.
    expect(await readScheduler(config, first.id)).toMatchObject({
      key: `news-source:${first.id}`,
      every: expect.any(Number),
    });
  });
});
