import { insertTestNewsSource } from '@phi/db/testing-news';
import { describe, expect, it } from 'vitest';
import { type NewsArticleInput, storeFetchedArticles } from '../src/news/index.ts';
import { useTestDatabase } from './test-database.ts';

// Test data shaped like parsed feed items: article page URLs with their normalised keys.
function feedItem(
  slug: string,
  url = `https://news.example.test/2026/11/${slug}`,
): NewsArticleInput {
  return {
    url,
    urlKey: `https://news.example.test/2026/11/${slug}`,
    title: `Researchers report progress on ${slug.replaceAll('-', ' ')}`,
    excerpt: 'The paper describes the method and the benchmarks it was tested on.',
    content: null,
    author: 'Test Author',
    publishedAt: new Date('2026-11-25T08:00:00.000Z'),
    category: 'research',
    tags: ['LLM'],
    imageUrl: 'https://cdn.example.test/images/story.jpg',
    readTime: 4,
  };
}

function feedItems(prefix: string, count: number): NewsArticleInput[] {
  return Array.from({ length: count }, (_, index) => feedItem(`${prefix}-story-${index}`));
}

describe('storeFetchedArticles', () => {
  const context = useTestDatabase();

  async function countArticles(): Promise<number> {
    const row = await context.db
      .selectFrom('newsArticles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('stores a large feed in batches and counts what was new', async () => {
    const source = await insertTestNewsSource(context.db);
    expect(await storeFetchedArticles(context.db, source.id, feedItems('big', 450))).toEqual({
      inserted: 450,
    });
    expect(
      await storeFetchedArticles(context.db, source.id, [
        ...feedItems('big', 450),
        ...feedItems('next', 3),
      ]),
    ).toEqual({ inserted: 3 });
    expect(await countArticles()).toBe(453);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select(['fetchStatus', 'sourceId'])
      .distinct()
      .execute();
    expect(stored).toEqual([{ fetchStatus: 'processed', sourceId: source.id }]);
  });

  it('stores a story once when two sources carry it under different URL spellings', async () => {
    const wire = await insertTestNewsSource(context.db);
    const lab = await insertTestNewsSource(context.db);
    const story = 'open-weights-model-release';
    expect(await storeFetchedArticles(context.db, wire.id, [feedItem(story)])).toEqual({
      inserted: 1,
    });
    const relinked = feedItem(story, `https://news.example.test/2026/11/${story}/?utm_source=rss`);
    expect(await storeFetchedArticles(context.db, lab.id, [relinked])).toEqual({ inserted: 0 });
    // A feed listing the same item twice stores it once.
    expect(
      await storeFetchedArticles(context.db, lab.id, [feedItem('twice'), feedItem('twice')]),
    ).toEqual({ inserted: 1 });
    const rows = await context.db.selectFrom('newsArticles').select(['sourceId']).execute();
    expect(rows.map((row) => row.sourceId).sort()).toEqual([wire.id, lab.id].sort());
  });

  it('stores each item exactly once when two fetches store the same 300 items at once', async () => {
    const wire = await insertTestNewsSource(context.db);
    const mirror = await insertTestNewsSource(context.db);
    for (const round of ['first', 'second', 'third']) {
      const items = feedItems(round, 300);
      const [a, b] = await Promise.all([
        storeFetchedArticles(context.db, wire.id, items),
        storeFetchedArticles(context.db, mirror.id, [...items].reverse()),
      ]);
      expect(a.inserted + b.inserted, round).toBe(300);
    }
    expect(await countArticles()).toBe(900);
  });

  it('stores whole minutes of reading above zero, or none', async () => {
    const source = await insertTestNewsSource(context.db);
    await storeFetchedArticles(context.db, source.id, [
      { ...feedItem('quick'), readTime: 0 },
      { ...feedItem('long'), readTime: 12.4 },
    ]);
    const rows = await context.db
      .selectFrom('newsArticles')
      .select(['urlKey', 'readTime'])
      .orderBy('urlKey')
      .execute();
    expect(rows.map((row) => row.readTime)).toEqual([12, null]);
  });
});
