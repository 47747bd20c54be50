import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helper.ts';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

function runMigrate(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
    cwd: serviceDir,
    env: { PATH: process.env.PATH, DATABASE_URL: testDb.url, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('migrate entry (compose one-shot job)', () => {
  it('prints a generated admin password once, then never again', async () => {
    const first = runMigrate({ ADMIN_USERNAME: 'compose-admin' });
    expect(first.status, first.stderr).toBe(0);
    const password = /password: (\S+)/.exec(first.stdout)?.[1];
    expect(password).toBeDefined();
    expect(first.stdout).toContain('First start: an admin account was created.');
    expect(first.stdout).toContain('  username: compose-admin\n');

    const second = runMigrate({ ADMIN_USERNAME: 'compose-admin' });
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('schema is up to date');
    expect(second.stdout).toContain('admin user compose-admin exists');
    expect(second.stdout).not.toContain(String(password));

    const row = await testDb.db
      .selectFrom('adminUsers')
      .select(['username', 'isActive'])
      .where('username', '=', 'compose-admin')
      .executeTakeFirst();
    expect(row).toEqual({ username: 'compose-admin', isActive: true });
  });

  it('refuses an admin password shorter than the seed accepts, before touching the database', () => {
    const result = runMigrate({ ADMIN_PASSWORD: 'eleven-char' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment for admin-api migrate:',
      '  ADMIN_PASSWORD: must be at least 12 characters (value hidden)',
    ]);
  });

  it('exits non-zero with one clear message when the database is unreachable', () => {
    const result = runMigrate({ DATABASE_URL: 'postgres://root@127.0.0.1:1/unreachable' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^migration failed: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
