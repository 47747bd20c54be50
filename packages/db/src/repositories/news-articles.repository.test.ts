import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { createDb } from '../client.ts';
import type { NewNewsArticle } from '../schema.ts';
import { insertTestNewsArticle, insertTestNewsSource, testArticleUrl } from '../testing-news.ts';
import {
  deleteNewsArticlesListedBefore,
  insertNewsArticlesOnce,
  listAutoFeaturedCandidates,
  listNewsArticlesByFilter,
  listNewsArticlesPage,
  listPinnedNewsArticles,
  setNewsArticleFeaturedPin,
} from './news-articles.repository.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);
const page = { limit: 20, offset: 0, countCap: 1000 };

function feedItem(sourceId: string, slug: string, url = testArticleUrl(slug)): NewNewsArticle {
  return { sourceId, title: `Test story ${slug}`, url, urlKey: testArticleUrl(slug) };
}

describe('news articles repository', () => {
  const context = useTestDatabase();

  it('stores a story once across sources and URL spellings', async () => {
    const wire = await insertTestNewsSource(context.db);
    const lab = await insertTestNewsSource(context.db);
    expect(
      await insertNewsArticlesOnce(context.db, [
        feedItem(wire.id, 'gpu-shortage-eases'),
        feedItem(wire.id, 'open-weights-release'),
      ]),
    ).toBe(2);
    // The lab's feed links the same two stories with tracking parameters, plus one new one.
    expect(
      await insertNewsArticlesOnce(context.db, [
        feedItem(
          lab.id,
          'gpu-shortage-eases',
          `${testArticleUrl('gpu-shortage-eases')}?utm_source=rss`,
        ),
        feedItem(lab.id, 'open-weights-release', testArticleUrl('open-weights-release')),
        feedItem(lab.id, 'robotics-benchmark'),
      ]),
    ).toBe(1);
    const rows = await context.db
      .selectFrom('newsArticles')
      .select(['urlKey', 'sourceId'])
      .orderBy('urlKey')
      .execute();
    expect(rows).toEqual([
      { urlKey: testArticleUrl('gpu-shortage-eases'), sourceId: wire.id },
      { urlKey: testArticleUrl('open-weights-release'), sourceId: wire.id },
      { urlKey: testArticleUrl('robotics-benchmark'), sourceId: lab.id },
    ]);
    expect(await insertNewsArticlesOnce(context.db, [])).toBe(0);
  });

  it('stores every column as given, tags with quotes, backslashes and braces included', async () => {
    const source = await insertTestNewsSource(context.db);
    const full = (slug: string, overrides: Partial<NewNewsArticle>): NewNewsArticle => ({
      ...feedItem(source.id, slug),
      excerpt: 'An excerpt with "quotes", a \\ backslash and {braces}.',
      content: 'First paragraph.\n\nSecond paragraph, ünïcödé — and an emoji 😀.',
      author: 'Ada Finch, Bram Oakes',
      publishedAt: new Date('2026-11-25T08:30:00.000Z'),
      category: 'research',
      tags: ['Deep Learning', 'say "hi"', 'back\\slash', '{a,b}', 'NULL', ''],
      imageUrl: 'https://cdn.example.test/images/story.jpg',
      readTime: 4,
      fetchStatus: 'processed',
      ...overrides,
    });
    const rows = [
      full('all-columns', {}),
      full('nothing-optional', {
        excerpt: null,
        content: null,
        author: null,
        publishedAt: null,
        category: null,
        tags: [],
        imageUrl: null,
        readTime: null,
      }),
    ];
    expect(await insertNewsArticlesOnce(context.db, rows)).toBe(2);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select([
        'sourceId',
        'title',
        'url',
        'urlKey',
        'excerpt',
        'content',
        'author',
        'publishedAt',
        'category',
        'tags',
        'imageUrl',
        'readTime',
        'fetchStatus',
      ])
      .orderBy('urlKey')
      .execute();
    expect(stored).toEqual(rows);
  });

  it('keeps a post of a few KB inline and uncompressed, and still compresses longer content', async () => {
    const source = await insertTestNewsSource(context.db);
    const words = (count: number) =>
      Array.from({ length: count }, (_, word) => `word${(word * 7) % 97}`).join(' ');
    await insertNewsArticlesOnce(context.db, [
      { ...feedItem(source.id, 'a-post'), content: words(320) },
      { ...feedItem(source.id, 'a-long-read'), content: words(3000) },
    ]);
    const sizes = await sql<{ raw: number; stored: number }>`
      select octet_length(content) as raw, pg_column_size(content) as stored
      from news_articles order by octet_length(content)`.execute(context.db);
    const [post, longRead] = sizes.rows;
    // 2,204 bytes of text, stored as they are (a compressed copy would be far smaller).
    expect(post?.raw).toBe(2204);
    expect(post?.stored).toBeGreaterThanOrEqual(2204);
    expect(longRead?.raw).toBeGreaterThan(8160);
    expect(longRead?.stored).toBeLessThan((longRead?.raw ?? 0) / 4);
  });

  it('stores a lone surrogate as U+FFFD and the text "\\ud800" as written', async () => {
    const source = await insertTestNewsSource(context.db);
    const rows = [
      {
        ...feedItem(source.id, 'lone-surrogate'),
        title: 'Half an emoji \ud83d here',
        content: 'Content with half an emoji \ud83d too',
        tags: ['\udc00'],
      },
      {
        ...feedItem(source.id, 'escape-text'),
        title: 'The text \\ud800 is not a surrogate',
        content: 'Nor in the content: \\ud800',
        tags: [],
      },
    ];
    expect(await insertNewsArticlesOnce(context.db, rows)).toBe(2);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select(['title', 'content', 'tags'])
      .orderBy('urlKey')
      .execute();
    expect(stored).toEqual([
      {
        title: 'The text \\ud800 is not a surrogate',
        content: 'Nor in the content: \\ud800',
        tags: [],
      },
      {
        title: 'Half an emoji \ufffd here',
        content: 'Content with half an emoji \ufffd too',
        tags: ['\ufffd'],
      },
    ]);
  });

  it('defers the flush of its own commit only: the session commits synchronously after', async () => {
    const source = await insertTestNewsSource(context.db);
    // One connection, so the next statements run on the session that inserted.
    const handle = createDb(context.url, { max: 1 });
    const sessionSetting = async () =>
      (
        await sql<{
          value: string;
        }>`select current_setting('synchronous_commit') as value`.execute(handle.db)
      ).rows[0]?.value;
    try {
      // The session's own setting, whatever the server's default (an ephemeral embedded
      // server runs with it off), then 'on' for the session so a leak would show.
      await sql`set synchronous_commit = on`.execute(handle.db);
      expect(await sessionSetting()).toBe('on');
      expect(
        await insertNewsArticlesOnce(
          handle.db,
          [feedItem(source.id, 'deferred-one'), feedItem(source.id, 'deferred-two')],
          { isFlushDeferred: true },
        ),
      ).toBe(2);
      expect(await sessionSetting()).toBe('on');
    } finally {
      await handle.close();
    }
    expect(
      await insertNewsArticlesOnce(context.db, [feedItem(source.id, 'deferred-one')], {
        isFlushDeferred: true,
      }),
    ).toBe(0);
  });

  it('stores rows that leave different columns to their defaults, and a repeated row once', async () => {
    const source = await insertTestNewsSource(context.db);
    const rows: NewNewsArticle[] = [
      { ...feedItem(source.id, 'with-tags'), tags: ['LLM'], fetchStatus: 'processed' },
      feedItem(source.id, 'defaults'),
      feedItem(source.id, 'defaults'),
    ];
    expect(await insertNewsArticlesOnce(context.db, rows)).toBe(2);
    expect(await insertNewsArticlesOnce(context.db, [feedItem(source.id, 'defaults')])).toBe(0);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select(['urlKey', 'tags', 'fetchStatus'])
      .orderBy('urlKey')
      .execute();
    expect(stored).toEqual([
      { urlKey: testArticleUrl('defaults'), tags: [], fetchStatus: 'pending' },
      { urlKey: testArticleUrl('with-tags'), tags: ['LLM'], fetchStatus: 'processed' },
    ]);
  });

  it('lists newest first, an undated article by when it was stored, and pages', async () => {
    await insertTestNewsArticle(context.db, 'older', { publishedAt: daysAgo(3) });
    await insertTestNewsArticle(context.db, 'undated', {
      publishedAt: null,
      createdAt: daysAgo(2),
    });
    await insertTestNewsArticle(context.db, 'newest', { publishedAt: daysAgo(1) });
    const titles = async (limit: number, offset: number) =>
      (await listNewsArticlesPage(context.db, {}, { limit, offset })).map((row) => row.urlKey);
    expect(await titles(10, 0)).toEqual(
      ['newest', 'undated', 'older'].map((slug) => testArticleUrl(slug)),
    );
    expect(await titles(2, 2)).toEqual([testArticleUrl('older')]);
  });

  it('filters by category, and by source id or source name in any letter case', async () => {
    const wire = await insertTestNewsSource(context.db, { name: 'Test feed: MIT News AI' });
    const other = await insertTestNewsSource(context.db);
    await insertTestNewsArticle(context.db, 'wire-ml', { sourceId: wire.id, category: 'ml' });
    await insertTestNewsArticle(context.db, 'wire-ai', { sourceId: wire.id, category: 'ai' });
    await insertTestNewsArticle(context.db, 'other-ml', { sourceId: other.id, category: 'ml' });
    const slugs = async (filter: Parameters<typeof listNewsArticlesPage>[1]) =>
      (await listNewsArticlesPage(context.db, filter, { limit: 10, offset: 0 }))
        .map((row) => row.urlKey.split('/').pop())
        .sort();
    expect(await slugs({ category: 'ml' })).toEqual(['other-ml', 'wire-ml']);
    expect(await slugs({ source: wire.id })).toEqual(['wire-ai', 'wire-ml']);
    expect(await slugs({ source: 'test FEED: mit news ai' })).toEqual(['wire-ai', 'wire-ml']);
    expect(await slugs({ source: 'Test feed: MIT News AI', category: 'ml' })).toEqual(['wire-ml']);
    expect(await slugs({ source: 'No such feed' })).toEqual([]);
    const [row] = await listNewsArticlesPage(
      context.db,
      { source: wire.id, category: 'ai' },
      {
        limit: 1,
        offset: 0,
      },
    );
    expect(row).toMatchObject({ sourceName: 'Test feed: MIT News AI', sourcePriority: 1 });
  });

  it('offers recent, illustrated, unpinned articles for Featured Research, 2 per source', async () => {
    const high = await insertTestNewsSource(context.db, { priority: 10 });
    const low = await insertTestNewsSource(context.db, { priority: 1 });
    for (const [slug, days] of [
      ['high-1', 1],
      ['high-2', 2],
      ['high-3', 3],
    ] as const) {
      await insertTestNewsArticle(context.db, slug, {
        sourceId: high.id,
        publishedAt: daysAgo(days),
      });
    }
    await insertTestNewsArticle(context.db, 'low-new', {
      sourceId: low.id,
      publishedAt: daysAgo(0),
    });
    await insertTestNewsArticle(context.db, 'low-old', {
      sourceId: low.id,
      publishedAt: daysAgo(15),
    });
    const recent = { sourceId: low.id, publishedAt: daysAgo(1) };
    await insertTestNewsArticle(context.db, 'low-no-image', { ...recent, imageUrl: null });
    await insertTestNewsArticle(context.db, 'low-data-image', {
      ...recent,
      imageUrl: 'data:image/png;base64,AAAA',
    });
    await insertTestNewsArticle(context.db, 'low-excluded', { ...recent, featuredPin: 'excluded' });
    const pinned = await insertTestNewsArticle(context.db, 'low-pinned', recent);
    await setNewsArticleFeaturedPin(context.db, pinned.id, 'pinned');

    const candidates = await listAutoFeaturedCandidates(context.db, {
      since: daysAgo(14),
      perSource: 2,
      limit: 6,
    });
    expect(candidates.map((row) => row.urlKey.split('/').pop())).toEqual([
      'high-1',
      'high-2',
      'low-new',
    ]);
    expect((await listPinnedNewsArticles(context.db, 6)).map((row) => row.id)).toEqual([pinned.id]);
  });

  it('lists for the admin by source, title and id set, with totals', async () => {
    const wire = await insertTestNewsSource(context.db);
    const a = await insertTestNewsArticle(context.db, 'diffusion-video', { sourceId: wire.id });
    const b = await insertTestNewsArticle(context.db, 'diffusion-audio', { sourceId: wire.id });
    await insertTestNewsArticle(context.db, 'agent-evals');
    const result = await listNewsArticlesByFilter(context.db, { search: 'DIFFUSION' }, page);
    expect(result).toMatchObject({ total: 2, isCapped: false });
    expect(result.rows.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect((await listNewsArticlesByFilter(context.db, { sourceId: wire.id }, page)).total).toBe(2);
    expect((await listNewsArticlesByFilter(context.db, { ids: [b.id] }, page)).rows).toHaveLength(
      1,
    );
    expect(await listNewsArticlesByFilter(context.db, { ids: [] }, page)).toEqual({
      rows: [],
      total: 0,
      isCapped: false,
    });
    expect((await listNewsArticlesByFilter(context.db, { search: '100%' }, page)).total).toBe(0);
  });

  it('deletes articles listed before a cutoff, never a pinned one', async () => {
    await insertTestNewsArticle(context.db, 'old', { publishedAt: daysAgo(200) });
    await insertTestNewsArticle(context.db, 'old-undated', {
      publishedAt: null,
      createdAt: daysAgo(190),
    });
    const oldPinned = await insertTestNewsArticle(context.db, 'old-pinned', {
      publishedAt: daysAgo(400),
    });
    await setNewsArticleFeaturedPin(context.db, oldPinned.id, 'pinned');
    // Dated long ago by its feed, but stored yesterday: the date counts, not the storing.
    await insertTestNewsArticle(context.db, 'backdated', {
      publishedAt: daysAgo(181),
      createdAt: daysAgo(1),
    });
    const kept = await insertTestNewsArticle(context.db, 'recent', { publishedAt: daysAgo(179) });

    expect(await deleteNewsArticlesListedBefore(context.db, daysAgo(180))).toBe(3);
    const left = await context.db.selectFrom('newsArticles').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([oldPinned.id, kept.id].sort());
  });
});
