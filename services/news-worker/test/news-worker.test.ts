import { newsFetchAllJob } from '@phi/contracts/jobs';
import { createProducer, openBullConnection } from '@phi/queue';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import {
  addSources,
  expectedKeys,
  goodFeeds,
  hostileFeeds,
  logCounts,
  stop,
  useFixtureWorld,
  workerEnv,
} from './fixture-feeds.ts';
import { startWorker, waitFor } from './worker-harness.ts';

// The worker process against a loopback feed server serving fixtures in the shapes real feeds
// have (packages/news/test/fixtures), on the standalone run's queue backend (PostgreSQL).
// killed-mid-batch.test.ts kills it mid-batch, in a file of its own: it waits for a dead
// worker's lock to expire, the longest wait of these tests, while the other files run.

const world = useFixtureWorld();

describe('the news worker process', () => {
  // Three worker processes start one after the other (killed-mid-batch.test.ts starts two):
  // the same allowance, so a busy machine's slow process starts don't fail it.
  it('fetches every source at start, stores clean articles once, fails hostile feeds alone, and keeps one scheduler per source over restarts', {
    timeout: 180_000,
  }, async () => {
    const { server, filesDir, testDb } = world;
    const sources = await addSources(testDb.db, server, [...goodFeeds, ...hostileFeeds]);
    const idOf = (name: string) => sources.find((s) => s.name === `Test feed ${name}`)?.id ?? '';

    const first = startWorker(workerEnv(testDb.url, filesDir));
    await waitFor(
      async () => (await logCounts(testDb.db)).size === sources.length,
      () => `a fetch log for every source (worker output:\n${first.output()})`,
    );

    const articles = await testDb.db.selectFrom('newsArticles').selectAll().execute();
    const keys = await expectedKeys(server, goodFeeds);
    expect(new Set(articles.map((a) => a.urlKey))).toEqual(keys);
    expect(articles).toHaveLength(keys.size);
    for (const article of articles) {
      for (const text of [article.title, article.excerpt, article.content, article.author]) {
        expect(text ?? '').not.toMatch(/\uFFFD|<\/?[a-z!][^>]*>/i);
      }
      if (article.imageUrl !== null) {
        expect(article.imageUrl).toMatch(/^https?:\/\//);
      }
    }
    // ISO-8859-1 declared only in the prolog comes out right.
    expect(articles.map((a) => a.title)).toContain(
      'Café, réseaux de neurones et une approche naïve',
    );

    const logs = await testDb.db.selectFrom('newsFetchLogs').selectAll().execute();
    for (const name of goodFeeds) {
      const log = logs.find((row) => row.sourceId === idOf(name));
      expect(log?.status, name).toMatch(/^(success|partial)$/);
      expect(log?.notModified).toBe(false);
    }
    for (const name of hostileFeeds) {
      const log = logs.find((row) => row.sourceId === idOf(name));
      expect(log?.status, name).toBe('error');
      expect(log?.errorMessage, name).toBeTruthy();
    }
    const failing = await testDb.db
      .selectFrom('newsSources')
      .select(['id', 'consecutiveFailures', 'nextFetchAt'])
      .where('id', 'in', hostileFeeds.map(idOf))
      .execute();
    expect(failing.every((s) => s.consecutiveFailures >= 1 && s.nextFetchAt !== null)).toBe(true);
    await stop(first);

    // Two more starts, each followed by a Refresh News as public-api queues it: the feeds
    // answer 304 to the stored validators, the hostile sources wait for their backoff, nothing
    // is stored twice, and each source keeps exactly one scheduler.
    const config = { backend: 'postgres' as const, url: testDb.url };
    const producer = createProducer(config, 'phi-test-producer');
    const connection = openBullConnection(config, 'producer', 'phi-test-raw');
    const queue = new Queue('news', connection.options, connection.factory);
    try {
      for (let restart = 0; restart < 2; restart += 1) {
        const worker = startWorker(workerEnv(testDb.url, filesDir));
        const jobId = await producer.enqueue(newsFetchAllJob, { trigger: 'refresh-news' });
        await waitFor(
          async () => (await producer.getJobState(newsFetchAllJob, jobId)) === 'completed',
          () => `the refresh after restart ${restart + 1} (worker output:\n${worker.output()})`,
        );
        const { returnvalue } = (await queue.getJob(jobId)) ?? {};
        for (const name of goodFeeds) {
          expect(returnvalue.outcomes[idOf(name)], name).toBe('not-modified');
        }
        for (const name of hostileFeeds) {
          expect(returnvalue.outcomes[idOf(name)], name).toBe('skipped');
        }
        await stop(worker);
      }
      expect(await testDb.db.selectFrom('newsArticles').select('id').execute()).toHaveLength(
        keys.size,
      );
      const schedulers = (await queue.getJobSchedulers(0, -1, true)).map((s) => s.key).sort();
      expect(schedulers).toEqual(
        [
          ...sources.map((source) => `news-source:${source.id}`),
          'news-prune-daily',
          'news-sync-schedules',
        ].sort(),
      );
    } finally {
      await producer.close();
      await queue.close();
      await connection.close();
    }
  });
});
