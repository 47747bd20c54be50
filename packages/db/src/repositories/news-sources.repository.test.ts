import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import {
  insertTestBlogPosts,
  insertTestNewsArticle,
  insertTestNewsSource,
} from '../testing-news.ts';
import { listBlogPostsPublishedBy } from './blog-posts.repository.ts';
import {
  deleteNewsFetchLogsBefore,
  insertNewsFetchLog,
  listNewsFetchLogsOfSource,
} from './news-fetch-logs.repository.ts';
import {
  deleteNewsSourceById,
  findNewsSourceById,
  listNewsSourcesWithArticleCounts,
  listSchedulableNewsSources,
  readNewsFeedHealth,
} from './news-sources.repository.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
// One database for the file, emptied before each test.
const context = useTestDatabase();

describe('news sources repository', () => {
  it('schedules every source but the inactive ones, highest priority first', async () => {
    const low = await insertTestNewsSource(context.db, { priority: 1 });
    const failing = await insertTestNewsSource(context.db, { priority: 5, status: 'error' });
    await insertTestNewsSource(context.db, { priority: 100, status: 'inactive' });
    const high = await insertTestNewsSource(context.db, { priority: 50 });
    expect((await listSchedulableNewsSources(context.db)).map((row) => row.id)).toEqual([
      high.id,
      failing.id,
      low.id,
    ]);
  });

  it('finds a source by id, a malformed id reading as not found', async () => {
    const source = await insertTestNewsSource(context.db);
    expect(await findNewsSourceById(context.db, source.id.toUpperCase())).toEqual(source);
    expect(await findNewsSourceById(context.db, 'openai')).toBeUndefined();
  });

  it('counts each source’s stored articles', async () => {
    const busy = await insertTestNewsSource(context.db, { priority: 2 });
    const quiet = await insertTestNewsSource(context.db, { priority: 1 });
    await insertTestNewsArticle(context.db, 'one', { sourceId: busy.id });
    await insertTestNewsArticle(context.db, 'two', { sourceId: busy.id });
    await insertTestNewsArticle(context.db, 'orphan', { sourceId: null });
    const listed = await listNewsSourcesWithArticleCounts(context.db);
    expect(listed.map((row) => [row.id, row.articleCount])).toEqual([
      [busy.id, 2],
      [quiet.id, 0],
    ]);
  });

  it('sums up feed health: sources not inactive, failing ones, the last success', async () => {
    expect(await readNewsFeedHealth(context.db)).toEqual({
      activeSources: 0,
      failingSources: 0,
      lastSuccessAt: null,
    });
    await insertTestNewsSource(context.db, { lastSuccessAt: '2026-11-25T08:00:00Z' });
    await insertTestNewsSource(context.db, { consecutiveFailures: 1 });
    await insertTestNewsSource(context.db, { status: 'error', consecutiveFailures: 4 });
    await insertTestNewsSource(context.db, {
      status: 'inactive',
      consecutiveFailures: 9,
      lastSuccessAt: '2026-11-01T08:00:00Z',
    });
    expect(await readNewsFeedHealth(context.db)).toEqual({
      activeSources: 3,
      failingSources: 2,
      lastSuccessAt: new Date('2026-11-25T08:00:00Z'),
    });
  });

  it('deletes a source: its articles stay without it, its fetch logs go', async () => {
    const source = await insertTestNewsSource(context.db);
    const article = await insertTestNewsArticle(context.db, 'kept', { sourceId: source.id });
    await insertNewsFetchLog(context.db, { sourceId: source.id, status: 'success' });
    await deleteNewsSourceById(context.db, source.id);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select('sourceId')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(stored.sourceId).toBeNull();
    expect(await context.db.selectFrom('newsFetchLogs').selectAll().execute()).toEqual([]);
  });
});

describe('news fetch logs repository', () => {
  it('lists a source’s latest fetches newest first, and prunes old ones', async () => {
    const source = await insertTestNewsSource(context.db);
    const other = await insertTestNewsSource(context.db);
    for (const days of [40, 2, 1, 31]) {
      await insertNewsFetchLog(context.db, {
        sourceId: source.id,
        status: 'success',
        trigger: 'schedule',
        articlesFound: days,
        createdAt: new Date(now.getTime() - days * day),
      });
    }
    await insertNewsFetchLog(context.db, { sourceId: other.id, status: 'error', trigger: 'admin' });
    const latest = await listNewsFetchLogsOfSource(context.db, source.id, 3);
    expect(latest.map((row) => row.articlesFound)).toEqual([1, 2, 31]);
    expect(latest[0]).toMatchObject({ notModified: false, httpStatus: null, trigger: 'schedule' });

    expect(await deleteNewsFetchLogsBefore(context.db, new Date(now.getTime() - 30 * day))).toBe(2);
    const left = await listNewsFetchLogsOfSource(context.db, source.id, 50);
    expect(left.map((row) => row.articlesFound)).toEqual([1, 2]);
  });
});

describe('blog posts repository', () => {
  it('lists the posts published by now, newest first; a post dated later stays hidden', async () => {
    await insertTestBlogPosts(context.db, [
      { slug: 'test-older', publishedAt: '2026-10-01T09:00:00Z' },
      { slug: 'test-scheduled', publishedAt: '2026-12-01T09:00:00Z' },
      { slug: 'test-newer', publishedAt: '2026-11-20T09:00:00Z' },
    ]);
    const listed = await listBlogPostsPublishedBy(context.db, now);
    expect(listed.map((row) => row.slug)).toEqual(['test-newer', 'test-older']);
  });
});
