import { jobTypes } from '@phi/contracts';
import { verifyPassword } from '@phi/security';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { countWords } from './blog-posts.data.ts';
import { seed } from './seed.ts';

describe('seed', () => {
  const context = useTestDatabase();

  async function counts() {
    const count = async (table: 'jobs' | 'blogPosts' | 'newsSources' | 'adminUsers') => {
      const row = await context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    };
    return {
      jobs: await count('jobs'),
      blogPosts: await count('blogPosts'),
      newsSources: await count('newsSources'),
      adminUsers: await count('adminUsers'),
    };
  }

  it('adds jobs across all five types, real blog posts, news sources and one admin', async () => {
    const result = await seed(context.db);
    const after = await counts();
    expect(after.jobs).toBeGreaterThanOrEqual(6);
    expect(after.blogPosts).toBeGreaterThanOrEqual(6);
    expect(after.newsSources).toBeGreaterThanOrEqual(7);
    expect(after.adminUsers).toBe(1);

    const jobs = await context.db.selectFrom('jobs').selectAll().execute();
    expect(new Set(jobs.map((job) => job.type))).toEqual(new Set(jobTypes));
    for (const job of jobs) {
      expect(job.isActive).toBe(true);
      expect(job.requirements.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length).toBeLessThanOrEqual(6);
      expect(job.location).toMatch(/UK|Remote/);
    }

    const posts = await context.db.selectFrom('blogPosts').selectAll().execute();
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(posts.filter((post) => post.featured)).toHaveLength(2);
    for (const post of posts) {
      expect(countWords(post.content), post.slug).toBeGreaterThanOrEqual(300);
      expect(post.readTime).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeGreaterThan(0);
    }

    const sources = await context.db.selectFrom('newsSources').selectAll().execute();
    for (const source of sources) {
      expect(source).toMatchObject({ type: 'rss', status: 'active' });
      expect(source.rssUrl).toMatch(/^https:\/\//);
    }

    const admin = await context.db.selectFrom('adminUsers').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', email: 'admin@localhost', role: 'admin' });
    expect(admin.password).toMatch(/^\$argon2id\$/);
    expect(result.admin).toMatchObject({ username: 'admin', created: true });
    const generated = result.admin.generatedPassword ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(admin.password, generated)).toBe(true);
  });

  it('adds nothing the second time and reveals no password again', async () => {
    await seed(context.db);
    const first = await counts();
    const second = await seed(context.db);
    expect(await counts()).toEqual(first);
    expect(second.admin).toEqual({ username: 'admin', email: 'admin@localhost', created: false });
  });

  it('does not bring back seeded content an admin deleted', async () => {
    await seed(context.db);
    await context.db.deleteFrom('jobs').where('title', '=', 'Data Engineer').execute();
    const before = await counts();
    await seed(context.db);
    expect(await counts()).toEqual(before);
  });

  it('survives two seeds racing on a fresh database', async () => {
    const [a, b] = await Promise.all([seed(context.db), seed(context.db)]);
    const after = await counts();
    expect(after.adminUsers).toBe(1);
    expect([a.admin.created, b.admin.created].filter(Boolean)).toHaveLength(1);
    const single = await counts();
    expect(single).toEqual(after);
  });

  it('uses the given admin credentials without generating a password', async () => {
    const result = await seed(context.db, {
      adminUsername: '  staff  ',
      adminPassword: 'e2e-admin-password-123',
      adminEmail: 'staff@example.com',
    });
    expect(result.admin).toEqual({ username: 'staff', email: 'staff@example.com', created: true });
    const admin = await context.db.selectFrom('adminUsers').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password, 'e2e-admin-password-123')).toBe(true);
    // A password the operator chose is not one to replace at first sign-in.
    expect(admin.mustChangePassword).toBe(false);

    const again = await seed(context.db, {
      adminUsername: 'staff',
      adminPassword: 'a-different-password-456',
    });
    expect(again.admin.created).toBe(false);
    const unchanged = await context.db
      .selectFrom('adminUsers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(unchanged.password).toBe(admin.password);
  });

  it('generates a password for a named admin when none is given', async () => {
    const result = await seed(context.db, { adminUsername: 'ops' });
    expect(result.admin).toMatchObject({ username: 'ops', email: 'ops@localhost', created: true });
    expect(result.admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The printed password must be replaced at first sign-in.
    const admin = await context.db
      .selectFrom('adminUsers')
      .select('mustChangePassword')
      .where('username', '=', 'ops')
      .executeTakeFirstOrThrow();
    expect(admin.mustChangePassword).toBe(true);
  });

  it('refuses a short admin password', async () => {
    await expect(seed(context.db, { adminPassword: 'short' })).rejects.toThrow(
      /at least 12 characters/,
    );
    expect(await counts()).toEqual({ jobs: 0, blogPosts: 0, newsSources: 0, adminUsers: 0 });
  });
});
