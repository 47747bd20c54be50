import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsResponseSchema, dashboardResponseSchema } from '@phi/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInAdmin } from './admin-fixtures.ts';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let admin: SignedInAdmin;
const filesDir = mkdtempSync(join(tmpdir(), 'phi-admin-files-'));
const pdf = Buffer.from('%PDF-1.4\n% test resume\n');

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url, env: { FILES_DIR: filesDir } });
  admin = await signInAdmin(testApp);
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

async function storeFile(options: { onDisk: boolean; sanitizedName: string }): Promise<string> {
  const id = randomUUID();
  if (options.onDisk) {
    writeFileSync(join(filesDir, id), pdf);
  }
  await testDb.db
    .insertInto('storedFiles')
    .values({
      id,
      purpose: 'resume',
      originalName: 'Marie Curie résumé.pdf',
      sanitizedName: options.sanitizedName,
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: 'a'.repeat(64),
      storageKey: id,
    })
    .execute();
  return id;
}

describe('GET /api/admin/files/{id} (docs/architecture.md#departures, private resumes)', () => {
  it('streams the private file as an attachment with its stored type and nosniff', async () => {
    const id = await storeFile({ onDisk: true, sanitizedName: 'Marie_Curie_resume.pdf' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/files/${id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Marie_Curie_resume.pdf"; filename*=UTF-8''Marie_Curie_resume.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a stored name from breaking out of the header', async () => {
    const id = await storeFile({ onDisk: true, sanitizedName: 'evil".pdf\r\nSet-Cookie: x=1' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/files/${id}`,
      headers: admin.headers,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w .-]+";/);
  });

  it('answers 404 for an unknown id, a malformed id and a record without its file', async () => {
    const orphan = await storeFile({ onDisk: false, sanitizedName: 'gone.pdf' });
    for (const id of [randomUUID(), '..%2F..%2Fetc%2Fpasswd', orphan]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/files/${id}`,
        headers: admin.headers,
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('FILE_NOT_FOUND');
    }
  });
});

describe('GET /api/admin/dashboard (spec: chat-news-admin §2 and §3)', () => {
  it('counts each table, voice bots active and used in 30 days only, and what /blog can show as blog posts', async () => {
    await testDb.db
      .insertInto('contacts')
      .values([
        { name: 'A', email: 'a@example.test', message: 'x' },
        { name: 'B', email: 'b@example.test', message: 'y' },
      ])
      .execute();
    await testDb.db
      .insertInto('voicebotProfiles')
      .values([
        { voicebotId: 'bot-1', companyName: 'One' },
        { voicebotId: 'bot-2', companyName: 'Two', status: 'inactive' },
        { voicebotId: 'bot-3', companyName: 'Three' },
      ])
      .execute();
    // Active means used in the last 30 days (docs/architecture.md#voice): bot-1 today, bot-3
    // 40 days ago; bot-2 recently but inactive.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await testDb.db
      .insertInto('voicebotOwners')
      .values([
        { voicebotId: 'bot-1', ownerKeyHash: 'a'.repeat(64), lastUsedAt: daysAgo(0) },
        { voicebotId: 'bot-2', ownerKeyHash: 'b'.repeat(64), lastUsedAt: daysAgo(1) },
        { voicebotId: 'bot-3', ownerKeyHash: 'c'.repeat(64), lastUsedAt: daysAgo(40) },
      ])
      .execute();
    const expected = async (table: 'jobs' | 'jobApplications' | 'voiceSessions') =>
      Number(
        (
          await testDb.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const publishedPosts = Number(
      (
        await testDb.db
          .selectFrom('blogPosts')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('publishedAt', '<=', new Date())
          .executeTakeFirstOrThrow()
      ).count,
    );
    // Test data: a post dated next year is not on /blog yet; two stored news articles are.
    await testDb.db
      .insertInto('blogPosts')
      .values({
        title: 'Scheduled: what we learnt shipping voice agents',
        slug: 'test-scheduled-voice-agents',
        excerpt: 'Not published yet.',
        content: 'Draft.',
        author: 'Phi AI team',
        publishedAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
      })
      .execute();
    await testDb.db
      .insertInto('newsArticles')
      .values(
        ['attention-sinks', 'sparse-moe-routing'].map((slug) => ({
          title: `Test article ${slug}`,
          url: `https://news.example.test/research/${slug}`,
          urlKey: `https://news.example.test/research/${slug}`,
        })),
      )
      .execute();

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboardResponseSchema.parse(response.json()).stats).toEqual({
      contacts: 2,
      applications: await expected('jobApplications'),
      jobs: await expected('jobs'),
      blogPosts: publishedPosts + 2,
      voiceSessions: await expected('voiceSessions'),
      activeVoicebots: 1,
    });
  });

  it('summarises news feed health: sources not inactive, failing ones, the last success', async () => {
    await testDb.db.deleteFrom('newsSources').execute();
    await testDb.db
      .insertInto('newsSources')
      .values([
        {
          name: 'Test feed: healthy',
          type: 'rss',
          url: 'https://healthy.example.test/',
          lastSuccessAt: '2026-11-24T09:00:00.000Z',
        },
        {
          name: 'Test feed: failing',
          type: 'rss',
          url: 'https://failing.example.test/',
          status: 'error',
          consecutiveFailures: 3,
          lastSuccessAt: '2026-11-20T09:00:00.000Z',
        },
        {
          name: 'Test feed: switched off',
          type: 'rss',
          url: 'https://off.example.test/',
          status: 'inactive',
          consecutiveFailures: 7,
          lastSuccessAt: '2026-11-25T09:00:00.000Z',
        },
      ])
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboardResponseSchema.parse(response.json()).newsFeedHealth).toEqual({
      activeSources: 2,
      failingSources: 1,
      lastSuccessfulFetch: '2026-11-25T09:00:00.000Z',
    });
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts contacts and applications per day and per ISO week, every bucket present', async () => {
    await testDb.db.deleteFrom('contacts').execute();
    await testDb.db
      .insertInto('contacts')
      .values([
        { name: 'C1', email: 'c1@example.test', message: 'x', createdAt: '2025-03-03T00:00:00Z' },
        {
          name: 'C2',
          email: 'c2@example.test',
          message: 'x',
          status: 'qualified',
          source: 'referral',
          createdAt: '2025-03-05T23:59:59Z',
        },
        { name: 'C3', email: 'c3@example.test', message: 'x', createdAt: '2025-03-10T12:00:00Z' },
        { name: 'Out', email: 'o@example.test', message: 'x', createdAt: '2025-03-11T00:00:00Z' },
      ])
      .execute();
    const get = (query: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/admin/analytics${query}`,
        headers: admin.headers,
      });

    const daily = analyticsResponseSchema.parse(
      (await get('?interval=day&startDate=2025-03-04&endDate=2025-03-10')).json(),
    );
    expect(daily.contacts.series.map((bucket) => bucket.period)).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(daily.contacts.total).toBe(2);
    expect(daily.contacts.series[1]).toMatchObject({
      total: 1,
      byStatus: { qualified: 1, new: 0 },
      bySource: { referral: 1, contact_form: 0 },
    });

    const weekly = analyticsResponseSchema.parse(
      (await get('?interval=week&startDate=2025-03-03&endDate=2025-03-10')).json(),
    );
    expect(weekly.contacts.series.map((bucket) => [bucket.period, bucket.total])).toEqual([
      ['2025-03-03', 2],
      ['2025-03-10', 1],
    ]);
    expect(weekly.contacts.bySource).toEqual({
      contact_form: 2,
      career_page: 0,
      referral: 1,
      other: 0,
    });
    expect(weekly.applications.series).toHaveLength(2);
  });

  it('refuses a reversed or over-long range', async () => {
    for (const query of [
      '?startDate=2025-03-10&endDate=2025-03-01',
      '?startDate=2020-01-01&endDate=2025-01-01',
      '?startDate=2025-03-10',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/analytics${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
