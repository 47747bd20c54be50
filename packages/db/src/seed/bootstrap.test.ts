import { verifyPassword } from '@phi/security';
import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { createMigrator } from '../migrate.ts';
import { bootstrapDatabase, describeBootstrapAdmin } from './bootstrap.ts';

const applicationName = 'phi-bootstrap-test';

describe('bootstrapDatabase', () => {
  const context = useTestDatabase({ truncate: false });

  // A closed connection's backend leaves pg_stat_activity a moment after the socket closes.
  async function openSessions(): Promise<number> {
    let count = -1;
    for (let attempt = 0; attempt < 50 && count !== 0; attempt += 1) {
      if (attempt > 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = ${applicationName}
      `.execute(context.db);
      count = rows[0]?.n ?? -1;
    }
    return count;
  }

  async function emptySchema(): Promise<void> {
    await createMigrator(context.db).migrateTo(NO_MIGRATIONS);
  }

  it('migrates, seeds, creates the admin once and closes its connection', async () => {
    await emptySchema();
    const first = await bootstrapDatabase(context.url, { applicationName });
    expect(first.applied).toEqual(Object.keys(migrations));
    expect(first.admin).toMatchObject({ username: 'admin', created: true });
    const generated = first.admin.generatedPassword ?? '';
    const stored = await context.db
      .selectFrom('adminUsers')
      .select('password')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password, generated)).toBe(true);
    expect(await context.db.selectFrom('newsSources').select('id').execute()).not.toEqual([]);
    expect(await openSessions()).toBe(0);

    const second = await bootstrapDatabase(context.url, { applicationName });
    expect(second).toEqual({
      applied: [],
      admin: { username: 'admin', email: 'admin@localhost', created: false },
    });
    expect(await openSessions()).toBe(0);
  });

  it('inserts no sample jobs or blog posts unless asked, and inserts them when asked', async () => {
    await emptySchema();
    await bootstrapDatabase(context.url, { applicationName });
    expect(await context.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(await context.db.selectFrom('blogPosts').select('id').execute()).toEqual([]);

    // Asked later (SEED_SAMPLE_DATA=true on a database first migrated without it).
    await bootstrapDatabase(context.url, { applicationName, sampleData: true });
    expect(await context.db.selectFrom('jobs').select('id').execute()).not.toEqual([]);
    expect(await context.db.selectFrom('blogPosts').select('id').execute()).not.toEqual([]);
    expect(await openSessions()).toBe(0);
  });

  it('refuses a short admin password before migrating anything', async () => {
    await emptySchema();
    await expect(
      bootstrapDatabase(context.url, { applicationName, adminPassword: 'too-short' }),
    ).rejects.toThrow(/ADMIN_PASSWORD must be at least 12 characters/);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_schema = current_schema() and table_name = 'jobs'
    `.execute(context.db);
    expect(rows[0]?.n).toBe(0);
    expect(await openSessions()).toBe(0);

    const named = await bootstrapDatabase(context.url, {
      applicationName,
      adminUsername: 'owner',
      adminPassword: 'a-long-enough-password',
      adminEmail: 'owner@example.com',
    });
    expect(named.admin).toEqual({ username: 'owner', email: 'owner@example.com', created: true });
  });

  it('fails when the database cannot be reached', async () => {
    await expect(
      bootstrapDatabase('postgres://root@127.0.0.1:1/unreachable', { applicationName }),
    ).rejects.toThrow();
  });
});

describe('describeBootstrapAdmin', () => {
  it('shows a generated password with its username, once', () => {
    expect(
      describeBootstrapAdmin({
        username: 'admin',
        email: 'admin@localhost',
        created: true,
        generatedPassword: 'generated-secret',
      }),
    ).toEqual([
      'First start: an admin account was created. Keep these credentials; they are shown only once (set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own):',
      '  username: admin',
      '  password: generated-secret',
    ]);
  });

  it('never prints a configured password, and says so in one line otherwise', () => {
    const configured = describeBootstrapAdmin({
      username: 'owner',
      email: 'owner@example.com',
      created: true,
    });
    expect(configured).toEqual(['admin user owner created with the configured password']);
    expect(
      describeBootstrapAdmin({ username: 'owner', email: 'owner@example.com', created: false }),
    ).toEqual(['admin user owner exists']);
  });
});
