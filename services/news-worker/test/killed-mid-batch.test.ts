import { parseFeed } from '@phi/news';
import { smallFeed } from '@phi/news/testing';
import { describe, expect, it } from 'vitest';
import {
  addSources,
  expectedKeys,
  goodFeeds,
  logCounts,
  stop,
  useFixtureWorld,
  workerEnv,
} from './fixture-feeds.ts';
import { startWorker, waitFor } from './worker-harness.ts';

// The worker process SIGKILLed while it fetches a batch of fixture feeds (fixture-feeds.ts), on
// the standalone run's queue backend (PostgreSQL), and started again.

const world = useFixtureWorld();

describe('a worker killed mid-batch', () => {
  it('stores every article exactly once after a restart', { timeout: 180_000 }, async () => {
    const { server, filesDir, testDb } = world;
    server.slow('/feeds/slow-1.xml', 4_000);
    server.slow('/feeds/slow-2.xml', 4_000);
    const names = [...goodFeeds, 'slow-1.xml', 'slow-2.xml'];
    const sources = await addSources(testDb.db, server, names);

    const first = startWorker({ ...workerEnv(testDb.url, filesDir), NEWS_FETCH_CONCURRENCY: '2' });
    await waitFor(
      async () => (await testDb.db.selectFrom('newsArticles').select('id').execute()).length > 0,
      () => `the first stored articles (worker output:\n${first.output()})`,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const logsAtKill = await logCounts(testDb.db);
    expect(logsAtKill.size).toBeLessThan(sources.length);

    const second = startWorker(workerEnv(testDb.url, filesDir));
    await waitFor(
      async () => (await logCounts(testDb.db)).size === sources.length,
      () => `every source fetched after the restart (worker output:\n${second.output()})`,
      // A job the killed worker was running waits for its lock to expire (30 s) and for the
      // next stalled-job check before it runs again.
      120_000,
    );
    await stop(second);

    const stored = await testDb.db.selectFrom('newsArticles').select('urlKey').execute();
    const keys = await expectedKeys(server, goodFeeds);
    // The slow routes answer the feed server's small feed.
    const slowFeed = await parseFeed(smallFeed, { feedUrl: server.url('/feeds/slow-1.xml') });
    for (const item of slowFeed.items) {
      keys.add(item.urlKey);
    }
    expect(stored).toHaveLength(keys.size);
    expect(new Set(stored.map((row) => row.urlKey))).toEqual(keys);
  });
});
