import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsQueue, sweepFilesJob } from '@phi/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { insertTestNewsSource } from '@phi/db/testing-news';
import { type FeedServer, smallFeed, startFeedServer } from '@phi/news/testing';
import { openBullConnection, type QueueConnectionConfig } from '@phi/queue';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  killWorkers,
  redisUrl,
  startWorker,
  testQueuePrefix,
  type WorkerProcess,
  waitFor,
} from './worker-harness.ts';

// SIGTERM while a feed is being fetched, as compose's stop or the standalone run's Ctrl-C sends
// it: the worker aborts the fetch, exits 0 within its deadline, records nothing for the
// aborted fetch, and the job is not lost (docs/architecture.md#queues, "Shutdown").

const deadlineMs = 2_000;

let server: FeedServer;
let filesDir: string;
beforeAll(async () => {
  server = await startFeedServer();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-news-worker-shutdown-'));
});
afterEach(killWorkers);
afterAll(async () => {
  await server?.close();
  if (filesDir) {
    await rm(filesDir, { recursive: true, force: true });
  }
});

const output = (worker: WorkerProcess) => () => `(worker output:\n${worker.output()})`;

async function withQueue<T>(
  config: QueueConnectionConfig,
  name: string,
  use: (queue: Queue) => Promise<T>,
): Promise<T> {
  const connection = openBullConnection(config, 'producer', 'phi-test-inspect');
  const queue = new Queue(name, connection.options, connection.factory);
  try {
    return await use(queue);
  } finally {
    await queue.close();
    await connection.close();
  }
}

/** The worker's JSON log lines. */
function logLines(worker: WorkerProcess): Array<Record<string, unknown>> {
  return worker
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.each([
  ['PostgreSQL', 'postgres'],
  ['Redis', 'redis'],
] as const)('SIGTERM mid-fetch on %s', (_name, backend) => {
  let testDb: TestDatabase;
  const prefix = testQueuePrefix();
  let config: QueueConnectionConfig;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    config =
      backend === 'redis' ? { backend, url: redisUrl, prefix } : { backend, url: testDb.url };
  });
  afterAll(async () => {
    // The machine's shared Redis keeps nothing of this test (its schedulers would stay).
    if (config?.backend === 'redis') {
      for (const name of [newsQueue, sweepFilesJob.queue]) {
        await withQueue(config, name, (queue) => queue.obliterate({ force: true }));
      }
    }
    await testDb?.drop();
  });

  it('aborts the fetch, exits 0 within the deadline, logs nothing for it, and fetches the source after a restart', {
    timeout: 150_000,
  }, async () => {
    const path = `/feeds/slow-${backend}.xml`;
    // Slower than the deadline: only the abort can end this fetch in time.
    server.slow(path, 20_000);
    const source = await insertTestNewsSource(testDb.db, {
      url: server.url('/'),
      rssUrl: server.url(path),
    });
    const env = {
      DATABASE_URL: testDb.url,
      FILES_DIR: filesDir,
      QUEUE_BACKEND: backend,
      ...(backend === 'redis' ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {}),
      NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      SHUTDOWN_DEADLINE_MS: String(deadlineMs),
    };
    const logRows = () =>
      testDb.db
        .selectFrom('newsFetchLogs')
        .select(['status', 'trigger'])
        .where('sourceId', '=', source.id)
        .execute();

    const first = startWorker(env);
    // The new source's scheduler runs its first job at once; the feed server holds the answer.
    await waitFor(
      async () => server.requests(path) > 0,
      () => `the fetch to reach the feed server ${output(first)()}`,
    );
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const code = await first.exited;
    const tookMs = Date.now() - signalledAt;
    expect(code, output(first)()).toBe(0);
    expect(tookMs, output(first)()).toBeLessThan(deadlineMs + 5_000);
    expect(first.output()).toContain('"msg":"shut down cleanly"');
    // fetch-source.ts rethrows once its signal is aborted: no log row, no failure counted.
    expect(await logRows()).toEqual([]);
    expect(
      await testDb.db
        .selectFrom('newsSources')
        .select('consecutiveFailures')
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ consecutiveFailures: 0 });
    // The aborted handler's throw failed the first attempt of the one fetch job.
    const failed = logLines(first).filter(
      (line) => line.msg === 'job failed' && line.job === 'news.fetch-source',
    );
    expect(failed, output(first)()).toHaveLength(1);
    const jobId = String(failed[0]?.jobId);

    // The feed answers at once now.
    server.serve(path, { body: smallFeed, etag: '"fast"' });
    const second = startWorker(env);
    // What brings the job back: its first attempt failed, so BullMQ holds it delayed for the
    // contract's retry backoff (30 s exponential with jitter 0.5: 15 to 30 s), and the
    // restarted worker takes it when due. (A job still running at the deadline would instead
    // keep its lock until it expires, 30 s, and be found by the stalled-job check.) The
    // scheduler's own next run is an hour away, so it cannot be what fetches the source here.
    await waitFor(
      async () => (await logRows()).length > 0,
      () => `the source's fetch after the restart ${output(second)()}`,
      90_000,
    );
    expect(await logRows()).toEqual([{ status: 'success', trigger: 'schedule' }]);
    const readJob = () =>
      withQueue(config, newsQueue, async (queue) => {
        const found = await queue.getJob(jobId);
        return { state: await found?.getState(), attemptsMade: found?.attemptsMade };
      });
    // The fetch log is written inside the handler, just before BullMQ marks the job done.
    await waitFor(
      async () => (await readJob()).state !== 'active',
      () => `the job to leave the active state ${output(second)()}`,
      10_000,
    );
    expect(await readJob()).toEqual({ state: 'completed', attemptsMade: 2 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
