import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsFetchAllJob } from '@phi/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { decodeFeedBytes, parseFeed } from '@phi/news';
import { type FeedServer, readFixture, smallFeed, startFeedServer } from '@phi/news/testing';
import { createProducer, openBullConnection } from '@phi/queue';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killWorkers, startWorker, type WorkerProcess, waitFor } from './worker-harness.ts';

// The worker process against a loopback feed server serving fixtures in the shapes real feeds
// have (packages/news/test/fixtures), on the standalone run's queue backend (PostgreSQL).

const goodFeeds = [
  'rss2-lab-blog.xml',
  'rss1-arxiv.rdf',
  'atom-research.xml',
  'latin1-prolog.xml',
  'windows-1252.xml',
  'dup-story-a.xml',
  'dup-story-b.xml',
] as const;
const contentTypes: Record<string, string> = {
  // Declared only in its prolog: the header names no charset.
  'latin1-prolog.xml': 'application/xml',
  'rss1-arxiv.rdf': 'application/rdf+xml',
  'atom-research.xml': 'application/atom+xml',
};

let server: FeedServer;
let filesDir: string;
afterEach(killWorkers);
beforeAll(async () => {
  server = await startFeedServer();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-news-worker-files-'));
  for (const name of goodFeeds) {
    server.serve(`/feeds/${name}`, {
      body: readFixture(name),
      contentType: contentTypes[name] ?? 'application/rss+xml; charset=utf-8',
      etag: `"v1-${name}"`,
    });
  }
  server.serve('/feeds/malformed.xml', { body: readFixture('malformed.xml') });
  server.serve('/feeds/billion-laughs.xml', { body: readFixture('billion-laughs.xml') });
  server.serve('/feeds/html-page.html', {
    body: readFixture('html-page.html'),
    contentType: 'text/html; charset=utf-8',
  });
  server.huge('/feeds/fifty-megabytes.xml', 50 * 1024 * 1024);
  server.loopRedirect('/feeds/endless-redirect.xml');
  server.fail('/feeds/server-error.xml', 500);
});
afterAll(async () => {
  await server?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const hostileFeeds = [
  'malformed.xml',
  'billion-laughs.xml',
  'html-page.html',
  'fifty-megabytes.xml',
  'endless-redirect.xml',
  'server-error.xml',
] as const;

async function addSources(db: TestDatabase['db'], names: readonly string[]) {
  return db
    .insertInto('newsSources')
    .values(
      names.map((name, index) => ({
        name: `Test feed ${name}`,
        type: 'rss' as const,
        url: server.url('/'),
        rssUrl: server.url(`/feeds/${name}`),
        priority: index + 1,
      })),
    )
    .returning(['id', 'name'])
    .execute();
}

function workerEnv(testDb: TestDatabase): Record<string, string> {
  return {
    DATABASE_URL: testDb.url,
    FILES_DIR: filesDir,
    QUEUE_BACKEND: 'postgres',
    NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    SHUTDOWN_DEADLINE_MS: '3000',
  };
}

/** Fetch log rows per source id. */
async function logCounts(db: TestDatabase['db']): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('newsFetchLogs')
    .select(['sourceId', sql<string>`count(*)`.as('count')])
    .groupBy('sourceId')
    .execute();
  return new Map(rows.map((row) => [row.sourceId ?? '', Number(row.count)]));
}

async function stop(worker: WorkerProcess): Promise<void> {
  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
}

/** Every distinct story of the good fixtures, by the key the pipeline dedupes on. */
async function expectedKeys(names: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const name of names) {
    const feed = await parseFeed(
      decodeFeedBytes(
        readFixture(name),
        contentTypes[name] ?? 'application/rss+xml; charset=utf-8',
      ),
      { feedUrl: server.url(`/feeds/${name}`) },
    );
    for (const item of feed.items) {
      keys.add(item.urlKey);
    }
  }
  return keys;
}

describe('the news worker process', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  // Three worker processes start one after the other (as the restart test's two): the same
  // allowance, so a busy machine's slow process starts don't fail it.
  it('fetches every source at start, stores clean articles once, fails hostile feeds alone, and keeps one scheduler per source over restarts', {
    timeout: 180_000,
  }, async () => {
    const sources = await addSources(testDb.db, [...goodFeeds, ...hostileFeeds]);
    const idOf = (name: string) => sources.find((s) => s.name === `Test feed ${name}`)?.id ?? '';

    const first = startWorker(workerEnv(testDb));
    await waitFor(
      async () => (await logCounts(testDb.db)).size === sources.length,
      () => `a fetch log for every source (worker output:\n${first.output()})`,
    );

    const articles = await testDb.db.selectFrom('newsArticles').selectAll().execute();
    const keys = await expectedKeys(goodFeeds);
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
        const worker = startWorker(workerEnv(testDb));
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

describe('a worker killed mid-batch', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('stores every article exactly once after a restart', { timeout: 180_000 }, async () => {
    server.slow('/feeds/slow-1.xml', 4_000);
    server.slow('/feeds/slow-2.xml', 4_000);
    const names = [...goodFeeds, 'slow-1.xml', 'slow-2.xml'];
    const sources = await addSources(testDb.db, names);

    const first = startWorker({ ...workerEnv(testDb), NEWS_FETCH_CONCURRENCY: '2' });
    await waitFor(
      async () => (await testDb.db.selectFrom('newsArticles').select('id').execute()).length > 0,
      () => `the first stored articles (worker output:\n${first.output()})`,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const logsAtKill = await logCounts(testDb.db);
    expect(logsAtKill.size).toBeLessThan(sources.length);

    const second = startWorker(workerEnv(testDb));
    await waitFor(
      async () => (await logCounts(testDb.db)).size === sources.length,
      () => `every source fetched after the restart (worker output:\n${second.output()})`,
      // A job the killed worker was running waits for its lock to expire (30 s) and for the
      // next stalled-job check before it runs again.
      120_000,
    );
    await stop(second);

    const stored = await testDb.db.selectFrom('newsArticles').select('urlKey').execute();
    const keys = await expectedKeys(goodFeeds);
    // The slow routes answer the feed server's small feed.
    const slowFeed = await parseFeed(smallFeed, { feedUrl: server.url('/feeds/slow-1.xml') });
    for (const item of slowFeed.items) {
      keys.add(item.urlKey);
    }
    expect(stored).toHaveLength(keys.size);
    expect(new Set(stored.map((row) => row.urlKey))).toEqual(keys);
  });
});
