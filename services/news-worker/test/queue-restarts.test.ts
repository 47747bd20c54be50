import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { newsFetchSourceJob, newsQueue } from '@phi/contracts/jobs';
import { createDb, type Database, migrateToLatest } from '@phi/db';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { insertTestNewsSource } from '@phi/db/testing-news';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { createProducer, openBullConnection, type QueueConnectionConfig } from '@phi/queue';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The worker does not depend on the embedded server (only the standalone run starts one), so
// its tests reach the package's source by path.
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../../packages/embedded-postgres/src/embedded.ts';
import { freePort, ownRedis, stopOwnRedisServers } from './restart-harness.ts';
import {
  killWorkers,
  startWorker,
  testQueuePrefix,
  type WorkerProcess,
  waitFor,
} from './worker-harness.ts';

// The queue store goes away under a running worker and comes back: compose's Redis restarted
// (AOF keeps the queues), the standalone run's PostgreSQL restarted (same data directory). The
// worker process is never restarted; it must take the next job by itself
// (docs/architecture.md#queues).

let server: FeedServer;
let workDir: string;
beforeAll(async () => {
  server = await startFeedServer();
  workDir = await mkdtemp(join(tmpdir(), 'phi-news-worker-restarts-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must reach its data dir.
  await chmod(workDir, 0o755);
  server.serve('/feeds/first.xml', {
    body: readFixture('rss2-lab-blog.xml'),
    etag: '"first"',
  });
  server.serve('/feeds/fetch-now.xml', {
    body: readFixture('atom-research.xml'),
    contentType: 'application/atom+xml',
    etag: '"fetch-now"',
  });
});
afterEach(async () => {
  killWorkers();
  await stopOwnRedisServers();
});
afterAll(async () => {
  await server?.close();
  if (workDir) {
    await rm(workDir, { recursive: true, force: true });
  }
});

type Db = Kysely<Database>;

function addSource(db: Db, feed: string) {
  return insertTestNewsSource(db, { url: server.url('/'), rssUrl: server.url(`/feeds/${feed}`) });
}

function fetchLogs(db: Db, sourceId: string) {
  return db
    .selectFrom('newsFetchLogs')
    .select(['status', 'trigger', 'articlesFound'])
    .where('sourceId', '=', sourceId)
    .execute();
}

function articleCount(db: Db, sourceId: string): Promise<number> {
  return db
    .selectFrom('newsArticles')
    .select('id')
    .where('sourceId', '=', sourceId)
    .execute()
    .then((rows) => rows.length);
}

const output = (worker: WorkerProcess) => () => `(worker output:\n${worker.output()})`;

/**
 * Staff's Fetch Now for `sourceId`, queued by a producer opened now (the store is back), and
 * proof that the running worker took it: completed, one 'admin' log row, its articles stored.
 */
async function fetchNowRuns(
  config: QueueConnectionConfig,
  db: Db,
  sourceId: string,
  worker: WorkerProcess,
) {
  const producer = createProducer(config, 'phi-test-admin-api');
  try {
    const jobId = await producer.enqueue(newsFetchSourceJob, { sourceId, trigger: 'admin' });
    let state = '';
    await waitFor(
      async () => {
        state = await producer.getJobState(newsFetchSourceJob, jobId);
        return state === 'completed';
      },
      () => `the Fetch Now queued after the restart to complete (${state}) ${output(worker)()}`,
      60_000,
    );
  } finally {
    await producer.close();
  }
  const logs = await fetchLogs(db, sourceId);
  expect(logs).toEqual([expect.objectContaining({ status: 'success', trigger: 'admin' })]);
  expect(await articleCount(db, sourceId)).toBeGreaterThan(0);
  // This process did it, and it is the one started before the restart: alive, started once.
  expect(worker.output()).toContain(`"sourceId":"${sourceId}"`);
  expect(worker.child.exitCode).toBeNull();
  expect(worker.child.signalCode).toBeNull();
  expect(worker.output().split('news-worker is taking jobs').length - 1).toBe(1);
}

/**
 * Stops the store under the running worker, waits until the worker has reported it (its
 * Queue/Worker 'error' events, which packages/queue logs) and keeps it down a few seconds, as
 * a restart takes, so reconnect attempts fail and back off before `start` brings it back.
 */
async function restartStore(
  worker: WorkerProcess,
  store: string,
  stop: () => Promise<void>,
  start: () => Promise<void>,
): Promise<void> {
  const reported = () => worker.output().split('"msg":"queue worker error"').length - 1;
  const before = reported();
  const downAt = Date.now();
  await stop();
  await waitFor(
    async () => reported() > before,
    () => `the worker to report ${store} gone ${output(worker)()}`,
    30_000,
  );
  const left = 3_000 - (Date.now() - downAt);
  if (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, left));
  }
  await start();
}

/** The scheduler of `sourceId`, read straight from the queue store. */
async function readScheduler(config: QueueConnectionConfig, sourceId: string) {
  const connection = openBullConnection(config, 'producer', 'phi-test-inspect');
  const queue = new Queue(newsQueue, connection.options, connection.factory);
  try {
    return await queue.getJobScheduler(`news-source:${sourceId}`);
  } finally {
    await queue.close();
    await connection.close();
  }
}

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
    const redis = ownRedis(await freePort(), await mkdtemp(join(workDir, 'redis-')));
    await redis.start();
    const prefix = testQueuePrefix();
    const config: QueueConnectionConfig = { backend: 'redis', url: redis.url, prefix };
    const first = await addSource(testDb.db, 'first.xml');

    const worker = startWorker({
      DATABASE_URL: testDb.url,
      FILES_DIR: join(workDir, 'files'),
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

    const second = await addSource(testDb.db, 'fetch-now.xml');
    await fetchNowRuns(config, testDb.db, second.id, worker);
    // The scheduler written before the restart is still there: the AOF kept it.
    expect(await readScheduler(config, first.id)).toMatchObject({
      key: `news-source:${first.id}`,
      every: expect.any(Number),
    });
  });
});

/** An RSS feed of `count` items whose links are unique to `name`. */
function generatedFeed(name: string, count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `<item><title>${name} story ${index}</title><link>https://${name}.example.org/story-${index}</link>` +
      `<description>&lt;p&gt;Paragraph ${index} of ${name}, long enough to be worth storing.&lt;/p&gt;</description>` +
      `<pubDate>Tue, 24 Nov 2026 10:${String(index % 60).padStart(2, '0')}:00 GMT</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${name}</title><link>https://${name}.example.org/</link>${items.join('')}</channel></rss>`;
}

/** Articles stored more than once (the same normalised URL): none, whatever a restart cut off. */
async function duplicateArticles(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('newsArticles')
    .select('urlKey')
    .groupBy('urlKey')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.length;
}

/** Queues a Fetch Now of each source; with `isWaited`, until every one of those jobs completed. */
async function fetchNowAll(
  config: QueueConnectionConfig,
  sourceIds: readonly string[],
  worker: WorkerProcess,
  isWaited: boolean,
) {
  const producer = createProducer(config, 'phi-test-admin-api');
  try {
    const jobIds: string[] = [];
    for (const sourceId of sourceIds) {
      jobIds.push(await producer.enqueue(newsFetchSourceJob, { sourceId, trigger: 'admin' }));
    }
    let states: string[] = [];
    await waitFor(
      async () => {
        if (!isWaited) {
          return true;
        }
        states = [];
        for (const jobId of jobIds) {
          states.push(await producer.getJobState(newsFetchSourceJob, jobId));
        }
        return states.every((state) => state === 'completed');
      },
      () => `the Fetch Now jobs to complete (${states.join(', ')}) ${output(worker)()}`,
      90_000,
    );
  } finally {
    await producer.close();
  }
}

describe('the worker on PostgreSQL (standalone)', () => {
  let postgres: EmbeddedPostgres | undefined;
  let handle: ReturnType<typeof createDb> | undefined;
  afterAll(async () => {
    killWorkers();
    await handle?.close();
    await postgres?.stop();
  });

  it('keeps running through a PostgreSQL restart in the middle of jobs, then takes a Fetch Now', {
    timeout: 240_000,
  }, async () => {
    // The standalone run's database: one embedded cluster holds the tables and BullMQ's queues.
    const dataDir = join(workDir, 'postgres');
    const port = await freePort();
    postgres = await startEmbeddedPostgres({ dataDir, port, ephemeral: true });
    const url = postgres.connectionString;
    // The restart ends this pool's connections too, idle or in a query; the pool replaces
    // them when asked.
    handle = createDb(url, { max: 2, applicationName: 'phi-test', onPoolError: () => {} });
    await migrateToLatest(handle.db);
    const db = handle.db;
    const config: QueueConnectionConfig = { backend: 'postgres', url };
    const first = await addSource(db, 'first.xml');

    const worker = startWorker({
      DATABASE_URL: url,
      FILES_DIR: join(workDir, 'files'),
      QUEUE_BACKEND: 'postgres',
      WORKER_CONCURRENCY: '4',
      NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    });
    await waitFor(
      async () => (await fetchLogs(db, first.id)).length > 0,
      () => `the first source's first fetch ${output(worker)()}`,
    );

    // Work in flight when the server goes: Fetch Now of sources whose feeds take a while to
    // parse and store (as many items as a feed may bring), so queries, transactions and
    // BullMQ's own calls hold connections at the stop.
    const itemsPerFeed = newsPipelineLimits.maxItemsPerFeed;
    const busyIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const name = `busy-${index}`;
      server.serve(`/feeds/${name}.xml`, { body: generatedFeed(name, itemsPerFeed) });
      busyIds.push((await addSource(db, `${name}.xml`)).id);
    }
    await fetchNowAll(config, busyIds, worker, false);
    await waitFor(
      async () =>
        (
          await db
            .selectFrom('newsArticles')
            .select('id')
            .where('sourceId', 'in', busyIds)
            .execute()
        ).length > 0,
      () => `the busy sources' first articles ${output(worker)()}`,
    );

    // A fast shutdown (SIGINT), as the standalone run stops its PostgreSQL: every session of
    // the worker ends, its BullMQ pools', LISTEN connection's and its own pool's alike.
    await restartStore(
      worker,
      'PostgreSQL',
      () => postgres?.stop() ?? Promise.resolve(),
      async () => {
        postgres = await startEmbeddedPostgres({ dataDir, port, ephemeral: true });
      },
    );
    expect(postgres?.connectionString).toBe(url);
    expect(worker.child.exitCode, output(worker)()).toBeNull();

    const second = await addSource(db, 'fetch-now.xml');
    await fetchNowRuns(config, db, second.id, worker);
    expect(await articleCount(db, second.id)).toBe(4);
    // Staff fetch the busy sources again: whatever the stop cut off is completed, and nothing
    // is stored twice.
    await fetchNowAll(config, busyIds, worker, true);
    for (const sourceId of busyIds) {
      expect(await articleCount(db, sourceId)).toBe(itemsPerFeed);
    }
    expect(await duplicateArticles(db)).toBe(0);
    expect(await readScheduler(config, first.id)).toMatchObject({
      key: `news-source:${first.id}`,
      every: expect.any(Number),
    });
    expect(worker.child.exitCode, output(worker)()).toBeNull();
  });
});
