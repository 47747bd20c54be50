import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PreparedDatabase, prepareDatabase } from './database.ts';
import { roleNamePrefix } from './database-logins.ts';
import { envSchema } from './env.ts';

async function queryAs(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function failureAs(url: string, text: string): Promise<string> {
  return queryAs(url, text).then(
    () => 'no error',
    (error: Error) => error.message,
  );
}

// The standalone run is the demo (README): unlike compose's migrate job, it seeds the sample
// jobs and blog posts (docs/architecture.md#sample-data).
describe('prepareDatabase on a DATABASE_URL', () => {
  let database: TestDatabase;
  let prepared: PreparedDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'phi-standalone-database-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = envSchema.parse({
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'standalone-test-password',
    });
    prepared = await prepareDatabase(env, dataDir, () => undefined);
    // Without TEST_DATABASE_URL an embedded server starts first.
  }, 120_000);

  afterAll(async () => {
    await prepared?.stop();
    const roles = JSON.parse(readFileSync(join(dataDir, 'database-logins.json'), 'utf8'));
    const serverUrl = new URL(database.url);
    serverUrl.pathname = '/postgres';
    await database.drop();
    // Roles are shared by the whole server: this database's go with it.
    for (const login of [...Object.values(roles.roles), roles.queue] as Array<{ name: string }>) {
      await queryAs(serverUrl.toString(), `drop role if exists ${pg.escapeIdentifier(login.name)}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the sample jobs and blog posts', async () => {
    expect(await database.db.selectFrom('jobs').select('id').execute()).not.toEqual([]);
    expect(await database.db.selectFrom('blogPosts').select('id').execute()).not.toEqual([]);
  });

  it('gives each service its own login, named after the database, kept owner-only', async () => {
    const databaseName = new URL(database.url).pathname.slice(1);
    expect(new URL(prepared.serviceUrls['public-api']).username).toBe(
      `${roleNamePrefix(databaseName)}_public_api`,
    );
    expect(roleNamePrefix(databaseName)).toBe(`phi_${databaseName}`);
    expect(roleNamePrefix(undefined)).toBe('phi');
    expect(statSync(join(dataDir, 'database-logins.json')).mode & 0o777).toBe(0o600);
    expect(
      await queryAs(prepared.serviceUrls['public-api'], 'select count(*) > 0 as ok from jobs'),
    ).toEqual([{ ok: true }]);
    expect(await failureAs(prepared.serviceUrls['public-api'], 'select * from admin_users')).toBe(
      'permission denied for table admin_users',
    );
    expect(
      await queryAs(
        prepared.serviceUrls['admin-api'],
        'select count(*)::int as n from admin_users',
      ),
    ).toEqual([{ n: 1 }]);
    expect(new URL(prepared.queueUrl).username).toMatch(/_queue$/);
    // The owner's address stays the migration role's, for migrations and the e2e checks.
    expect(prepared.connectionString).toBe(database.url);
  });

  it('keeps the logins over a restart', async () => {
    const env = envSchema.parse({
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'standalone-test-password',
    });
    const again = await prepareDatabase(env, dataDir, () => undefined);
    await again.stop();
    expect(again.serviceUrls).toEqual(prepared.serviceUrls);
    expect(await queryAs(again.serviceUrls['news-worker'], 'select 1 as ok')).toEqual([{ ok: 1 }]);
  });
});

describe('prepareDatabase on a DATABASE_URL whose user may not create roles', () => {
  const name = `phi_standalone_norole_${randomBytes(5).toString('hex')}`;
  // The test server as its superuser, found through a test database of its own.
  let server: TestDatabase;
  let serverUrl: URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'phi-standalone-database-'));
  let ownerUrl: string;

  beforeAll(async () => {
    server = await createTestDatabase();
    serverUrl = new URL(server.url);
    serverUrl.pathname = '/postgres';
    await queryAs(serverUrl.toString(), `create role ${name} login password 'owner-password-1'`);
    await queryAs(serverUrl.toString(), `create database ${name} owner ${name}`);
    const url = new URL(serverUrl);
    url.username = name;
    url.password = 'owner-password-1';
    url.pathname = `/${name}`;
    ownerUrl = url.toString();
  }, 120_000);

  afterAll(async () => {
    await queryAs(serverUrl.toString(), `drop database if exists ${name} with (force)`);
    await queryAs(serverUrl.toString(), `drop role if exists ${name}`);
    await server.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates as that user, says so once, and runs every service as that user', async () => {
    const env = envSchema.parse({
      DATABASE_URL: ownerUrl,
      ADMIN_PASSWORD: 'standalone-test-password',
    });
    const prepared = await prepareDatabase(env, dataDir, () => undefined);
    await prepared.stop();
    expect(prepared.lines[0]).toBe(
      'DATABASE_URL: its user may not create roles, so every service connects as that user (docs/architecture.md#database-roles).',
    );
    expect(new Set([...Object.values(prepared.serviceUrls), prepared.queueUrl])).toEqual(
      new Set([ownerUrl]),
    );
    expect(await queryAs(ownerUrl, 'select count(*) > 0 as ok from jobs')).toEqual([{ ok: true }]);
  });
});
