import { adminNewsArticleListResponseSchema, adminNewsArticleSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { listAuditEntriesFor } from '@phi/db';
import { insertTestNewsArticle, insertTestNewsSource } from '@phi/db/testing-news';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

const ctx = useSignedInAdmin();
const hourMs = 60 * 60 * 1000;

let labId: string;
let weeklyId: string;
let oldArticleId: string;

// Test data: two feeds on the reserved .test domain. The old article (30 days, no image) is one
// Featured Research would never pick by itself; the recent ones with images it would.
beforeEach(async () => {
  await ctx.testDb.db.deleteFrom('auditLog').execute();
  await ctx.testDb.db.deleteFrom('newsArticles').execute();
  await ctx.testDb.db.deleteFrom('newsSources').execute();
  const lab = await insertTestNewsSource(ctx.testDb.db, { priority: 50 });
  const weekly = await insertTestNewsSource(ctx.testDb.db, { priority: 10 });
  labId = lab.id;
  weeklyId = weekly.id;
  const now = Date.now();
  await insertTestNewsArticle(ctx.testDb.db, 'diffusion-policies-for-robot-arms', {
    sourceId: lab.id,
    publishedAt: new Date(now - 2 * hourMs),
  });
  await insertTestNewsArticle(ctx.testDb.db, 'speech-tokenizers-compared', {
    sourceId: weekly.id,
    publishedAt: new Date(now - 5 * hourMs),
  });
  const old = await insertTestNewsArticle(ctx.testDb.db, 'a-survey-of-retrieval-augmentation', {
    sourceId: weekly.id,
    publishedAt: new Date(now - 30 * 24 * hourMs),
    imageUrl: null,
  });
  oldArticleId = old.id;
});

async function list(query = '') {
  const response = await ctx.testApp.app.inject({
    method: 'GET',
    url: `/api/admin/news-articles${query}`,
    headers: ctx.admin.headers,
  });
  expect(response.statusCode, response.payload).toBe(200);
  return adminNewsArticleListResponseSchema.parse(response.json());
}

function pin(id: string, featured: string) {
  return ctx.testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/news-articles/${id}/featured`,
    headers: ctx.admin.headers,
    payload: { featured },
  });
}

const titles = (answer: { articles: { title: string }[] }) =>
  answer.articles.map((article) => article.title);

describe('GET /api/admin/news-articles', () => {
  it('lists newest first with the source, pin and whether Featured Research shows it', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ total: 3, totalPages: 1, page: 1, isTotalCapped: false });
    expect(titles(answer)).toEqual([
      'Researchers report progress on diffusion policies for robot arms',
      'Researchers report progress on speech tokenizers compared',
      'Researchers report progress on a survey of retrieval augmentation',
    ]);
    expect(answer.articles[0]).toMatchObject({
      sourceId: labId,
      featuredPin: 'auto',
      isFeatured: true,
      url: 'https://news.example.test/2026/11/diffusion-policies-for-robot-arms',
    });
    expect(answer.articles[2]).toMatchObject({ featuredPin: 'auto', isFeatured: false });
  });

  it('filters by source, title search and featured only, and pages', async () => {
    expect(titles(await list(`?sourceId=${weeklyId}`))).toHaveLength(2);
    expect(titles(await list('?search=tokenizers'))).toEqual([
      'Researchers report progress on speech tokenizers compared',
    ]);
    expect(titles(await list('?featuredOnly=true'))).toHaveLength(2);
    const paged = await list('?limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2, page: 2, limit: 2 });
    expect(paged.articles).toHaveLength(1);

    const bad = await ctx.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/news-articles?featuredOnly=yes',
      headers: ctx.admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).fields?.[0]?.path).toBe('featuredOnly');
  });
});

describe('PUT /api/admin/news-articles/{id}/featured', () => {
  it('pins, excludes and hands back an article, as the list then reports, with audit rows', async () => {
    const pinned = await pin(oldArticleId, 'pinned');
    expect(pinned.statusCode).toBe(200);
    expect(adminNewsArticleSchema.parse(pinned.json())).toMatchObject({
      id: oldArticleId,
      featuredPin: 'pinned',
      isFeatured: true,
    });
    expect(titles(await list('?featuredOnly=true'))).toContain(
      'Researchers report progress on a survey of retrieval augmentation',
    );

    const recent = (await list(`?sourceId=${labId}`)).articles[0];
    const excluded = await pin(recent?.id ?? '', 'excluded');
    expect(adminNewsArticleSchema.parse(excluded.json())).toMatchObject({
      featuredPin: 'excluded',
      isFeatured: false,
    });
    expect(titles(await list('?featuredOnly=true'))).not.toContain(recent?.title);

    const unpinned = await pin(oldArticleId, 'auto');
    expect(adminNewsArticleSchema.parse(unpinned.json())).toMatchObject({
      featuredPin: 'auto',
      isFeatured: false,
    });
    expect(titles(await list('?featuredOnly=true'))).toEqual([
      'Researchers report progress on speech tokenizers compared',
    ]);

    const trail = await listAuditEntriesFor(ctx.testDb.db, 'news_article', oldArticleId);
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(trail[0]).toMatchObject({ adminUserId: ctx.admin.id });
    expect(trail[0]?.before).toMatchObject({ featuredPin: 'auto' });
    expect(trail[0]?.after).toMatchObject({ featuredPin: 'pinned' });
  });

  it('refuses an unknown pin and an unknown article', async () => {
    const bad = await pin(oldArticleId, 'always');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).fields?.[0]?.path).toBe('featured');
    const missing = await pin('00000000-0000-4000-8000-000000000000', 'pinned');
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).code).toBe('NEWS_ARTICLE_NOT_FOUND');
  });
});
