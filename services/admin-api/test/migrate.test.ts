import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@phi/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helper.ts';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

// Roles are cluster-wide: this run's own prefix, dropped with the database.
const rolePrefix = `t${randomBytes(5).toString('hex')}`;
const rolePasswords = {
  PUBLIC_API_DATABASE_PASSWORD: randomBytes(12).toString('hex'),
  ADMIN_API_DATABASE_PASSWORD: randomBytes(12).toString('hex'),
  NEWS_WORKER_DATABASE_PASSWORD: randomBytes(12).toString('hex'),
  VOICE_AGENT_DATABASE_PASSWORD: randomBytes(12).toString('hex'),
};

afterAll(async () => {
  const serverUrl = new URL(testDb.url);
  serverUrl.pathname = '/postgres';
  await testDb.drop();
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    for (const service of ['public_api', 'admin_api', 'news_worker', 'voice_agent']) {
      await client.query(`drop role if exists ${rolePrefix}_${service}`);
    }
  } finally {
    await client.end();
  }
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

  it('gives each deployable its login when the passwords are set (compose)', async () => {
    const result = runMigrate({ DATABASE_ROLE_PREFIX: rolePrefix, ...rolePasswords });
    expect(result.status, result.stderr).toBe(0);
    const url = new URL(testDb.url);
    url.username = `${rolePrefix}_public_api`;
    url.password = rolePasswords.PUBLIC_API_DATABASE_PASSWORD;
    const publicApi = new pg.Client({ connectionString: url.toString() });
    await publicApi.connect();
    try {
      await expect(publicApi.query('select * from refresh_tokens')).rejects.toThrow(
        'permission denied for table refresh_tokens',
      );
      expect((await publicApi.query('show statement_timeout')).rows).toEqual([
        { statement_timeout: '15s' },
      ]);
    } finally {
      await publicApi.end();
    }
  });

  it('refuses some application passwords without the others, before touching the database', () => {
    const result = runMigrate({
      DATABASE_URL: 'postgres://root@127.0.0.1:1/unreachable',
      PUBLIC_API_DATABASE_PASSWORD: rolePasswords.PUBLIC_API_DATABASE_PASSWORD,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'migration failed: ADMIN_API_DATABASE_PASSWORD, NEWS_WORKER_DATABASE_PASSWORD, VOICE_AGENT_DATABASE_PASSWORD: set every application password or none',
    );
  });
});
