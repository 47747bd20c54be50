import { newsArticleListSchema } from '@phi/contracts/public';
import type { NewNewsArticle } from '@phi/db';
import {
  insertTestBlogPosts,
  insertTestNewsArticle,
  insertTestNewsSource,
} from '@phi/db/testing-news';
import { describe, expect, it } from 'vitest';
import {
  listFeaturedArticles,
  listPublicArticles,
  listPublishedBlogPosts,
  pruneNews,
} from '../src/news/index.ts';
import { useTestDatabase } from './test-database.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

describe('news lists for the page (spec: chat-news-admin §2, §7 and §9)', () => {
  const context = useTestDatabase();

  function article(
    slug: string,
    sourceId: string,
    days: number,
    extra: Partial<NewNewsArticle> = {},
  ) {
    return insertTestNewsArticle(context.db, slug, {
      sourceId,
      publishedAt: daysAgo(days),
      ...extra,
    });
  }

  function slugs(articles: { url: string }[]): string[] {
    return articles.map((row) => row.url.split('/').pop() ?? '');
  }

  it('features pins first, then recent illustrated articles by source priority, 2 per source', async () => {
    const high = await insertTestNewsSource(context.db, { priority: 50 });
    const mid = await insertTestNewsSource(context.db, { priority: 10 });
    const low = await insertTestNewsSource(context.db, { priority: 1 });
    await article('high-1', high.id, 1);
    await article('high-2', high.id, 2);
    await article('high-3', high.id, 3);
    await article('mid-1', mid.id, 1);
    await article('mid-15-days-old', mid.id, 15);
    await article('mid-no-image', mid.id, 1, { imageUrl: null });
    await article('low-1', low.id, 0.5);
    await article('low-excluded', low.id, 0.2, { featuredPin: 'excluded' });
    await article('low-pinned-old-no-image', low.id, 40, {
      imageUrl: null,
      featuredPin: 'pinned',
      isFeatured: true,
    });

    const featured = await listFeaturedArticles(context.db, now);
    expect(newsArticleListSchema.parse(featured)).toEqual(featured);
    expect(slugs(featured)).toEqual([
      'low-pinned-old-no-image',
      'high-1',
      'high-2',
      'mid-1',
      'low-1',
    ]);
    expect(featured.every((row) => row.isFeatured)).toBe(true);
  });

  it('features 6 at most, and a pin counts towards its source’s 2', async () => {
    const sources = [];
    for (let index = 0; index < 5; index += 1) {
      sources.push(await insertTestNewsSource(context.db, { priority: 10 - index }));
    }
    for (const [index, source] of sources.entries()) {
      await article(`s${index}-a`, source.id, 1);
      await article(`s${index}-b`, source.id, 2);
    }
    await article('s4-pinned', sources[4]?.id ?? '', 30, {
      featuredPin: 'pinned',
      isFeatured: true,
    });
    await article('s0-pinned', sources[0]?.id ?? '', 20, {
      featuredPin: 'pinned',
      isFeatured: true,
    });

    const featured = await listFeaturedArticles(context.db, now);
    expect(slugs(featured)).toEqual(['s0-pinned', 's4-pinned', 's0-a', 's1-a', 's1-b', 's2-a']);
  });

  it('lists newest first with filters and pages, marking the featured articles', async () => {
    const wire = await insertTestNewsSource(context.db, { name: 'Test feed: Example Wire' });
    const lab = await insertTestNewsSource(context.db, { name: 'Test feed: Example Lab' });
    await article('wire-ml-new', wire.id, 1, { category: 'ml' });
    await article('lab-ai', lab.id, 2, { category: 'ai', imageUrl: null });
    await article('wire-ml-old', wire.id, 30, { category: 'ml' });
    await insertTestNewsArticle(context.db, 'undated', {
      sourceId: lab.id,
      publishedAt: null,
      createdAt: daysAgo(3),
      imageUrl: null,
    });

    const all = await listPublicArticles(context.db, { page: 1, limit: 24 }, now);
    expect(newsArticleListSchema.parse(all)).toEqual(all);
    expect(slugs(all)).toEqual(['wire-ml-new', 'lab-ai', 'undated', 'wire-ml-old']);
    expect(all.map((row) => row.isFeatured)).toEqual([true, false, false, false]);
    expect(all[0]).toMatchObject({
      sourceName: 'Test feed: Example Wire',
      readTime: '4 min read',
      category: 'ml',
    });

    const ml = await listPublicArticles(context.db, { category: 'ml', page: 1, limit: 24 }, now);
    expect(slugs(ml)).toEqual(['wire-ml-new', 'wire-ml-old']);
    const byName = await listPublicArticles(
      context.db,
      { source: 'test feed: example lab', page: 1, limit: 24 },
      now,
    );
    expect(slugs(byName)).toEqual(['lab-ai', 'undated']);
    const byId = await listPublicArticles(context.db, { source: wire.id, page: 1, limit: 24 }, now);
    expect(slugs(byId)).toEqual(['wire-ml-new', 'wire-ml-old']);
    const secondPage = await listPublicArticles(context.db, { page: 2, limit: 3 }, now);
    expect(slugs(secondPage)).toEqual(['wire-ml-old']);
  });

  it('shows an article of a deleted source with an empty source name', async () => {
    const gone = await insertTestNewsSource(context.db);
    await article('orphaned', gone.id, 1);
    await context.db.deleteFrom('newsSources').where('id', '=', gone.id).execute();
    const [row] = await listPublicArticles(context.db, { page: 1, limit: 24 }, now);
    expect(row).toMatchObject({ sourceName: '', isFeatured: true });
  });

  it('lists blog posts published by now, newest first; a post dated later stays hidden', async () => {
    await insertTestBlogPosts(context.db, [
      { slug: 'test-old', publishedAt: daysAgo(60), readTime: 6 },
      { slug: 'test-next-week', publishedAt: daysAgo(-7), readTime: 6 },
      { slug: 'test-new', publishedAt: daysAgo(1), readTime: 6 },
    ]);
    const posts = await listPublishedBlogPosts(context.db, now);
    expect(posts.map((row) => row.slug)).toEqual(['test-new', 'test-old']);
    expect(posts[0]?.readTime).toBe('6 min read');
  });

  it('prunes articles older than 180 days, never a pinned one, and logs older than 30 days', async () => {
    const source = await insertTestNewsSource(context.db);
    await article('half-a-year-ago', source.id, 181);
    await article('pinned-long-ago', source.id, 400, { featuredPin: 'pinned', isFeatured: true });
    await article('recent', source.id, 179);
    await context.db
      .insertInto('newsFetchLogs')
      .values([
        { sourceId: source.id, status: 'success', createdAt: daysAgo(31) },
        { sourceId: source.id, status: 'success', createdAt: daysAgo(29) },
      ])
      .execute();

    expect(await pruneNews(context.db, now)).toEqual({ articles: 1, logs: 1 });
    const left = await listPublicArticles(context.db, { page: 1, limit: 24 }, now);
    expect(slugs(left)).toEqual(['recent', 'pinned-long-ago']);
  });
});
