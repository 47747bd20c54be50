import { join } from 'node:path';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { newsFetchSourceJob } from '@phi/contracts/jobs';
import { createDb, migrateToLatest } from '@phi/db';
import { createProducer, type QueueConnectionConfig } from '@phi/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The worker does not depend on the embedded server (only the standalone run starts one), so
// its tests reach the package's source by path.
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../../packages/embedded-postgres/src/embedded.ts';
import {
  articleCount,
  type Db,
  fetchLogs,
  fetchNowRuns,
  output,
  type RestartFixtures,
  readScheduler,
  restartStore,
  startRestartFixtures,
} from './queue-restart-checks.ts';
import { freePort } from './restart-harness.ts';
import { killWorkers, startWorker, type WorkerProcess, waitFor } from './worker-harness.ts';

// The standalone run's PostgreSQL (tables and BullMQ's queues in one embedded cluster) stops
// under a running worker in the middle of its jobs and starts again on the same data
// directory. The worker process is never restarted; it must keep running, reconnect and take
// the next job by itself (docs/architecture.md#queues).

let fixtures: RestartFixtures;
beforeAll(async () => {
  fixtures = await startRestartFixtures();
});
afterAll(async () => {
  killWorkers();
  await fixtures?.close();
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

/**
 * Staff's Fetch Now of each source; with `untilCompleted`, waits until every one of those
 * jobs has completed.
 */
async function fetchNowAll(
  config: QueueConnectionConfig,
  sourceIds: readonly string[],
  worker: WorkerProcess,
  untilCompleted: boolean,
) {
  const producer = createProducer(config, 'phi-test-admin-api');
  try {
    const jobIds: string[] = [];
    for (const sourceId of sourceIds) {
      jobIds.push(await producer.enqueue(newsFetchSourceJob, { sourceId, trigger: 'admin' }));
    }
    if (!untilCompleted) {
      return;
    }
    let states: string[] = [];
    await waitFor(
      async () => {
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
    await handle?.close();
    await postgres?.stop();
  });

  it('keeps running through a PostgreSQL restart in the middle of jobs, then takes a Fetch Now', {
    timeout: 240_000,
  }, async () => {
    // The standalone run's database: one embedded cluster holds the tables and BullMQ's queues.
    const dataDir = join(fixtures.workDir, 'postgres');
    const port = await freePort();
    postgres = await startEmbeddedPostgres({ dataDir, port, ephemeral: true });
    const url = postgres.connectionString;
    // The restart ends this pool's connections too, idle or in a query; the pool replaces
    // them when asked.
    handle = createDb(url, { max: 2, applicationName: 'phi-test', onPoolError: () => {} });
    await migrateToLatest(handle.db);
    const db = handle.db;
    const config: QueueConnectionConfig = { backend: 'postgres', url };
    const first = await fixtures.addSource(db, 'first.xml');

    const worker = startWorker({
      DATABASE_URL: url,
      FILES_DIR: join(fixtures.workDir, 'files'),
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
      fixtures.server.serve(`/feeds/${name}.xml`, { body: generatedFeed(name, itemsPerFeed) });
      busyIds.push((await fixtures.addSource(db, `${name}.xml`)).id);
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

    const second = await fixtures.addSource(db, 'fetch-now.xml');
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
