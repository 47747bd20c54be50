import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { decodeFeedBytes, parseFeed } from '@phi/news';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { killWorkers, type WorkerProcess } from './worker-harness.ts';

type Db = TestDatabase['db'];

// What news-worker.test.ts and killed-mid-batch.test.ts share: a loopback feed server serving
// fixtures in the shapes real feeds have (packages/news/test/fixtures), sources pointing at it,
// and the worker's env on the standalone run's queue backend (PostgreSQL).

export const goodFeeds = [
  'rss2-lab-blog.xml',
  'rss1-arxiv.rdf',
  'atom-research.xml',
  'latin1-prolog.xml',
  'windows-1252.xml',
  'dup-story-a.xml',
  'dup-story-b.xml',
] as const;
export const contentTypes: Record<string, string> = {
  // Declared only in its prolog: the header names no charset.
  'latin1-prolog.xml': 'application/xml',
  'rss1-arxiv.rdf': 'application/rdf+xml',
  'atom-research.xml': 'application/atom+xml',
};

export const hostileFeeds = [
  'malformed.xml',
  'billion-laughs.xml',
  'html-page.html',
  'fifty-megabytes.xml',
  'endless-redirect.xml',
  'server-error.xml',
] as const;

/** What a test file of worker processes against the fixture feeds works with. */
export interface FixtureWorld {
  readonly server: FeedServer;
  /** The worker's FILES_DIR. */
  readonly filesDir: string;
  readonly testDb: TestDatabase;
}

/**
 * The file's hooks: the feed server, a files folder and a database before its tests, every
 * worker killed after each test, all removed after the file. The fields are set once the
 * file's tests run.
 */
export function useFixtureWorld(): FixtureWorld {
  const world: { server?: FeedServer; filesDir?: string; testDb?: TestDatabase } = {};
  afterEach(killWorkers);
  beforeAll(async () => {
    world.server = await startFixtureFeedServer();
    world.filesDir = await mkdtemp(join(tmpdir(), 'phi-news-worker-files-'));
    world.testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await world.testDb?.drop();
    await world.server?.close();
    if (world.filesDir) {
      await rm(world.filesDir, { recursive: true, force: true });
    }
  });
  return world as FixtureWorld;
}

/** A feed server with every good and hostile feed under /feeds/. */
export async function startFixtureFeedServer(): Promise<FeedServer> {
  const server = await startFeedServer();
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
  return server;
}

/** One source per feed name, /feeds/{name} on `server`, in priority order. */
export async function addSources(db: Db, server: FeedServer, names: readonly string[]) {
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

export function workerEnv(databaseUrl: string, filesDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    FILES_DIR: filesDir,
    QUEUE_BACKEND: 'postgres',
    NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    SHUTDOWN_DEADLINE_MS: '3000',
  };
}

/** Fetch log rows per source id. */
export async function logCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('newsFetchLogs')
    .select(['sourceId', sql<string>`count(*)`.as('count')])
    .groupBy('sourceId')
    .execute();
  return new Map(rows.map((row) => [row.sourceId ?? '', Number(row.count)]));
}

export async function stop(worker: WorkerProcess): Promise<void> {
  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
}

/** Every distinct story of the good fixtures, by the key the pipeline dedupes on. */
export async function expectedKeys(
  server: FeedServer,
  names: readonly string[],
): Promise<Set<string>> {
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
