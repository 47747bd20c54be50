import {
  adminNewsArticleListQuerySchema,
  adminNewsArticleListResponseSchema,
  newsFetchLogSchema,
  newsSourceInsertSchema,
  newsSourcePatchSchema,
  newsSourceSchema,
} from '@phi/contracts/admin';
import { insertTestNewsArticle, insertTestNewsSource } from '@phi/db/testing-news';
import { describe, expect, it } from 'vitest';
import {
  createNewsSource,
  deleteNewsSource,
  getNewsFeedHealth,
  listAdminNewsArticles,
  listNewsFetchLogs,
  listNewsSources,
  setArticleFeaturedPin,
  updateNewsSource,
} from '../src/admin.ts';
import { useTestDatabase } from './test-database.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

// Test data: a news source as staff would enter it.
const feedForm = {
  name: 'Test feed: Example AI Lab',
  type: 'rss',
  url: 'https://lab.example.test/',
  rssUrl: 'https://lab.example.test/feed.xml',
  apiKey: 'test-key-not-a-secret',
  priority: 20,
};

describe('news admin services', () => {
  const context = useTestDatabase();

  async function signedInAdmin(): Promise<string> {
    const admin = await context.db
      .insertInto('adminUsers')
      .values({ username: 'test-editor', email: 'editor@example.test', password: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return admin.id;
  }

  function auditEntries(entityId: string) {
    return context.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', entityId)
      .orderBy('createdAt')
      .execute();
  }

  it('creates a source, never answering its API key, and audits it', async () => {
    const adminId = await signedInAdmin();
    const source = await createNewsSource(
      context.db,
      adminId,
      newsSourceInsertSchema.parse(feedForm),
    );
    expect(newsSourceSchema.parse(source)).toEqual(source);
    expect(source).toMatchObject({
      name: feedForm.name,
      hasApiKey: true,
      status: 'active',
      priority: 20,
      consecutiveFailures: 0,
      nextFetchAt: null,
      lastSuccessAt: null,
      lastError: null,
      articleCount: 0,
    });
    expect(JSON.stringify(source)).not.toContain(feedForm.apiKey);
    const [entry] = await auditEntries(source.id);
    expect(entry).toMatchObject({ action: 'create', entityType: 'news_source', before: null });
    expect(JSON.stringify(entry?.after)).not.toContain(feedForm.apiKey);
  });

  it('refuses a second source of the same name with a conflict, on create and on rename', async () => {
    const adminId = await signedInAdmin();
    await createNewsSource(context.db, adminId, newsSourceInsertSchema.parse(feedForm));
    await expect(
      createNewsSource(context.db, adminId, newsSourceInsertSchema.parse(feedForm)),
    ).rejects.toMatchObject({ code: 'NEWS_SOURCE_NAME_TAKEN', status: 409 });
    const other = await createNewsSource(
      context.db,
      adminId,
      newsSourceInsertSchema.parse({ ...feedForm, name: 'Test feed: Another Lab' }),
    );
    await expect(
      updateNewsSource(context.db, adminId, other.id, { name: feedForm.name }),
    ).rejects.toMatchObject({ code: 'NEWS_SOURCE_NAME_TAKEN' });
  });

  it('patches only the fields sent: an absent API key stays, null clears it', async () => {
    const adminId = await signedInAdmin();
    const source = await createNewsSource(
      context.db,
      adminId,
      newsSourceInsertSchema.parse(feedForm),
    );
    const reprioritised = await updateNewsSource(
      context.db,
      adminId,
      source.id,
      newsSourcePatchSchema.parse({ priority: 90, status: 'inactive' }),
    );
    expect(reprioritised).toMatchObject({ priority: 90, status: 'inactive', hasApiKey: true });
    const cleared = await updateNewsSource(
      context.db,
      adminId,
      source.id,
      newsSourcePatchSchema.parse({ apiKey: null, rssUrl: null }),
    );
    expect(cleared).toMatchObject({ hasApiKey: false, rssUrl: null, priority: 90 });
    const stored = await context.db
      .selectFrom('newsSources')
      .select('apiKey')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(stored.apiKey).toBeNull();
    const entries = await auditEntries(source.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]?.before).toMatchObject({ priority: 20, status: 'active' });
    expect(entries[1]?.after).toMatchObject({ priority: 90, status: 'inactive' });
    await expect(
      updateNewsSource(context.db, adminId, unknownId, { priority: 2 }),
    ).rejects.toMatchObject({ code: 'NEWS_SOURCE_NOT_FOUND', status: 404 });
  });

  it('deletes a source; its articles stay without a source', async () => {
    const adminId = await signedInAdmin();
    const source = await insertTestNewsSource(context.db);
    const article = await insertTestNewsArticle(context.db, 'kept-after-delete', {
      sourceId: source.id,
    });
    await deleteNewsSource(context.db, adminId, source.id);
    const stored = await context.db
      .selectFrom('newsArticles')
      .select('sourceId')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(stored.sourceId).toBeNull();
    const [entry] = await auditEntries(source.id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(entry?.before).toMatchObject({ id: source.id, articleCount: 1 });
    await expect(deleteNewsSource(context.db, adminId, source.id)).rejects.toMatchObject({
      code: 'NEWS_SOURCE_NOT_FOUND',
    });
  });

  it('lists sources with their health and article counts', async () => {
    const failing = await insertTestNewsSource(context.db, {
      priority: 5,
      status: 'error',
      consecutiveFailures: 3,
      lastError: 'HTTP 502 Bad Gateway',
      nextFetchAt: '2026-11-26T14:00:00.000Z',
      lastSuccessAt: '2026-11-25T08:00:00.000Z',
    });
    await insertTestNewsSource(context.db, { priority: 1, apiKey: 'test-key' });
    await insertTestNewsArticle(context.db, 'from-failing', { sourceId: failing.id });
    const sources = await listNewsSources(context.db);
    expect(sources.map((source) => newsSourceSchema.parse(source))).toEqual(sources);
    expect(sources[0]).toMatchObject({
      id: failing.id,
      consecutiveFailures: 3,
      lastError: 'HTTP 502 Bad Gateway',
      nextFetchAt: '2026-11-26T14:00:00.000Z',
      lastSuccessAt: '2026-11-25T08:00:00.000Z',
      articleCount: 1,
      hasApiKey: false,
    });
    expect(sources[1]).toMatchObject({ articleCount: 0, hasApiKey: true });
    expect(await getNewsFeedHealth(context.db)).toEqual({
      activeSources: 2,
      failingSources: 1,
      lastSuccessfulFetch: '2026-11-25T08:00:00.000Z',
    });
  });

  it('lists a source’s latest 50 fetches, newest first', async () => {
    const source = await insertTestNewsSource(context.db);
    await context.db
      .insertInto('newsFetchLogs')
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          sourceId: source.id,
          status: 'success' as const,
          trigger: 'schedule' as const,
          articlesFound: index,
          createdAt: new Date(now.getTime() - (60 - index) * 60 * 60 * 1000),
        })),
      )
      .execute();
    const logs = await listNewsFetchLogs(context.db, source.id);
    expect(logs).toHaveLength(50);
    expect(logs.map((log) => newsFetchLogSchema.parse(log))).toEqual(logs);
    expect(logs[0]?.articlesFound).toBe(59);
    expect(logs[49]?.articlesFound).toBe(10);
    await expect(listNewsFetchLogs(context.db, unknownId)).rejects.toMatchObject({
      code: 'NEWS_SOURCE_NOT_FOUND',
    });
  });

  it('lists articles for the admin with totals, by source, title and featured', async () => {
    const wire = await insertTestNewsSource(context.db);
    for (let index = 0; index < 5; index += 1) {
      await insertTestNewsArticle(context.db, `wire-diffusion-${index}`, {
        sourceId: wire.id,
        publishedAt: new Date(now.getTime() - (index + 1) * day),
      });
    }
    await insertTestNewsArticle(context.db, 'no-source-agents', {
      publishedAt: new Date(now.getTime() - 20 * day),
    });
    const list = (query: Record<string, string>) =>
      listAdminNewsArticles(context.db, adminNewsArticleListQuerySchema.parse(query), now);

    const firstPage = await list({ limit: '2' });
    expect(adminNewsArticleListResponseSchema.parse(firstPage)).toEqual(firstPage);
    expect(firstPage).toMatchObject({ total: 6, totalPages: 3, isTotalCapped: false, page: 1 });
    expect(firstPage.articles[0]).toMatchObject({
      sourceId: wire.id,
      featuredPin: 'auto',
      isFeatured: true,
    });
    expect((await list({ sourceId: wire.id })).total).toBe(5);
    expect((await list({ search: 'AGENTS' })).articles.map((row) => row.sourceId)).toEqual([null]);
    // The featured set is the newest 2 of the wire (2 per source) and nothing older than 14 days.
    const featured = await list({ featuredOnly: 'true' });
    expect(featured.total).toBe(2);
    expect(featured.articles.every((row) => row.isFeatured)).toBe(true);
  });

  it('pins, excludes and releases an article, answering whether it shows now', async () => {
    const adminId = await signedInAdmin();
    const old = await insertTestNewsArticle(context.db, 'old-but-important', {
      publishedAt: new Date(now.getTime() - 60 * day),
    });
    const pinned = await setArticleFeaturedPin(context.db, adminId, old.id, 'pinned', now);
    expect(pinned).toMatchObject({ featuredPin: 'pinned', isFeatured: true });
    const stored = await context.db
      .selectFrom('newsArticles')
      .select(['featuredPin', 'isFeatured'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ featuredPin: 'pinned', isFeatured: true });

    const released = await setArticleFeaturedPin(context.db, adminId, old.id, 'auto', now);
    expect(released).toMatchObject({ featuredPin: 'auto', isFeatured: false });

    const fresh = await insertTestNewsArticle(context.db, 'fresh-with-image', {
      publishedAt: new Date(now.getTime() - day),
    });
    expect(
      await setArticleFeaturedPin(context.db, adminId, fresh.id, 'excluded', now),
    ).toMatchObject({ featuredPin: 'excluded', isFeatured: false });
    const entries = await auditEntries(old.id);
    expect(entries.map((entry) => [entry.entityType, entry.before, entry.after])).toEqual([
      [
        'news_article',
        expect.objectContaining({ featuredPin: 'auto', isFeatured: false }),
        expect.objectContaining({ featuredPin: 'pinned', isFeatured: true }),
      ],
      [
        'news_article',
        expect.objectContaining({ featuredPin: 'pinned' }),
        expect.objectContaining({ featuredPin: 'auto' }),
      ],
    ]);
    await expect(
      setArticleFeaturedPin(context.db, adminId, unknownId, 'pinned', now),
    ).rejects.toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND', status: 404 });
  });
});
