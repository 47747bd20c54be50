import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsFetchSourceJob, newsQueue } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import { insertTestNewsSource } from '@phi/db/testing-news';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { createProducer, openBullConnection, type QueueConnectionConfig } from '@phi/queue';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { type WorkerProcess, waitFor } from './worker-harness.ts';

// What the queue-store restart tests share: the feeds, and the checks that the worker started
// before the restart is still the one taking jobs after it (docs/architecture.md#queues).

export type Db = Kysely<Database>;

export interface RestartFixtures {
  server: FeedServer;
  /** A temporary directory the embedded PostgreSQL's postgres user can enter. */
  workDir: string;
  /** A source whose feed is /feeds/{feed} on the feed server. */
  addSource(db: Db, feed: string): ReturnType<typeof insertTestNewsSource>;
  close(): Promise<void>;
}

/** A feed server with first.xml (RSS) and fetch-now.xml (Atom, 4 entries), and a work dir. */
export async function startRestartFixtures(): Promise<RestartFixtures> {
  const server = await startFeedServer();
  const workDir = await mkdtemp(join(tmpdir(), 'phi-news-worker-restarts-'));
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
  return {
    server,
    workDir,
    addSource: (db, feed) =>
      insertTestNewsSource(db, { url: server.url('/'), rssUrl: server.url(`/feeds/${feed}`) }),
    close: async () => {
      await server.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export function fetchLogs(db: Db, sourceId: string) {
  return db
    .selectFrom('newsFetchLogs')
    .select(['status', 'trigger', 'articlesFound'])
    .where('sourceId', '=', sourceId)
    .execute();
}

export function articleCount(db: Db, sourceId: string): Promise<number> {
  return db
    .selectFrom('newsArticles')
    .select('id')
    .where('sourceId', '=', sourceId)
    .execute()
    .then((rows) => rows.length);
}

export const output = (worker: WorkerProcess) => () => `(worker output:\n${worker.output()})`;

/**
 * Staff's Fetch Now for `sourceId`, queued by a producer opened now (the store is back), and
 * proof that the running worker took it: completed, one 'admin' log row, its articles stored.
 */
export async function fetchNowRuns(
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
  // Its log line comes through a pipe and may arrive after the job's completion has reached
  // the producer (seen with other test files running beside this one).
  await waitFor(
    async () => worker.output().includes(`"sourceId":"${sourceId}"`),
    () => `the worker's log of the Fetch Now of ${sourceId} ${output(worker)()}`,
    10_000,
  );
  expect(worker.child.exitCode).toBeNull();
  expect(worker.child.signalCode).toBeNull();
  expect(worker.output().split('news-worker is taking jobs').length - 1).toBe(1);
}

/**
 * Stops the store under the running worker, waits until the worker has reported it (its
 * Queue/Worker 'error' events, which packages/queue logs) and keeps it down a few seconds, as
 * a restart takes, so reconnect attempts fail and back off before `start` brings it back.
 */
export async function restartStore(
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
export async function readScheduler(config: QueueConnectionConfig, sourceId: string) {
  const connection = openBullConnection(config, 'producer', 'phi-test-inspect');
  const queue = new Queue(newsQueue, connection.options, connection.factory);
  try {
    return await queue.getJobScheduler(`news-source:${sourceId}`);
  } finally {
    await queue.close();
    await connection.close();
  }
}
