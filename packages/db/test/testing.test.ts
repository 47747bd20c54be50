import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, truncateAllTables } from '../src/testing.ts';

async function databaseExists(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new pg.Client(target.toString());
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  it('creates distinct, migrated databases and drops them', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(a.url).not.toBe(b.url);
    expect(new URL(a.url).pathname).toMatch(/^\/phi_test_[0-9a-f]{12}$/);
    expect(await a.db.selectFrom('jobs').selectAll().execute()).toEqual([]);

    // A stray session must not block the drop.
    const stray = new pg.Client(a.url);
    stray.on('error', () => {});
    await stray.connect();

    await Promise.all([a.drop(), b.drop()]);
    expect(await databaseExists(a.url)).toBe(false);
    expect(await databaseExists(b.url)).toBe(false);
    await expect(a.drop()).resolves.toBeUndefined();
    await stray.end().catch(() => undefined);
  });

  it('fails with a clear message when TEST_DATABASE_URL cannot be reached', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/create-test-database.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/postgres' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(
        /TEST_DATABASE_URL points at 127\.0\.0\.1:1, which cannot be reached .*unset TEST_DATABASE_URL/,
      ),
    });
  });
});

describe('truncateAllTables', () => {
  it('empties every table and restarts identities', async () => {
    const test = await createTestDatabase();
    try {
      const job = await test.db
        .insertInto('jobs')
        .values({ title: 'T', location: 'L', description: 'D' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await test.db
        .insertInto('jobApplications')
        .values({
          jobId: job.id,
          personalInfo: '{}',
          experience: '[]',
          education: '[]',
          coverLetter: 'c',
          resumeUrl: 'r',
        })
        .execute();
      await test.db
        .insertInto('voicebotMetrics')
        .values([
          { voicebotId: 'v', actionType: 'a' },
          { voicebotId: 'v', actionType: 'b' },
        ])
        .execute();

      await truncateAllTables(test.db);

      expect(await test.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
      expect(await test.db.selectFrom('jobApplications').selectAll().execute()).toEqual([]);
      const metric = await test.db
        .insertInto('voicebotMetrics')
        .values({ voicebotId: 'v', actionType: 'c' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(metric.id).toBe(1);
      const migrations = await test.db
        .withoutPlugins()
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .execute();
      expect(migrations.length).toBeGreaterThan(0);
    } finally {
      await test.drop();
    }
  });
});
