import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client.ts';
import { listVoiceSessionTurns } from '../repositories/voice-transcripts.repository.ts';
import {
  deleteOrphanedVoicebotKnowledge,
  deleteVoicebotRows,
} from '../repositories/voicebots.repository.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { databaseUrl, withServerClient } from '../testing-template.ts';
import { applyApplicationRoles, defaultRoleName, listUngrantedTables } from './apply-roles.ts';
import { applicationServices } from './table-grants.ts';

// Roles are cluster-wide and other test runs share the server: every role here carries this
// run's own prefix and is dropped at the end.
const prefix = `t${randomBytes(5).toString('hex')}`;
const logins = Object.fromEntries(
  applicationServices.map((service) => [
    service,
    { name: defaultRoleName(service, prefix), password: randomBytes(12).toString('hex') },
  ]),
) as Record<(typeof applicationServices)[number], { name: string; password: string }>;
const roles = { roles: logins };

let testDb: TestDatabase;
const clients: pg.Client[] = [];

function urlAs(login: { name: string; password: string }): string {
  const url = new URL(testDb.url);
  url.username = login.name;
  url.password = login.password;
  return url.toString();
}

async function connectAs(service: (typeof applicationServices)[number]): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlAs(logins[service]) });
  await client.connect();
  clients.push(client);
  return client;
}

async function failureOf(client: pg.Client, text: string): Promise<string> {
  try {
    await client.query(text);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await applyApplicationRoles(testDb.db, roles);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  const serverUrl = databaseUrl(testDb.url, 'postgres');
  await testDb?.drop();
  // The database (and with it every grant) is gone: the roles own nothing any more.
  await withServerClient(serverUrl, async (client) => {
    for (const login of Object.values(logins)) {
      await client.query(`drop role if exists ${pg.escapeIdentifier(login.name)}`);
    }
  });
});

describe('application roles (docs/architecture.md#database-roles)', () => {
  it('grants every table of the schema to someone or to no one on purpose', async () => {
    expect(await listUngrantedTables(testDb.db)).toEqual([]);
  });

  it('keeps the public API away from staff accounts and their sessions', async () => {
    const publicApi = await connectAs('public-api');
    for (const table of [
      'admin_users',
      'refresh_tokens',
      'refresh_token_families',
      'admin_recovery_codes',
      'audit_log',
    ]) {
      expect(await failureOf(publicApi, `select * from ${table}`)).toBe(
        `permission denied for table ${table}`,
      );
    }
  });

  it('lets the public API do what the site does, and no more', async () => {
    const publicApi = await connectAs('public-api');
    await publicApi.query(
      `insert into contacts (name, email, message) values ('Ada', 'ada@example.com', 'Hello there')`,
    );
    expect((await publicApi.query('select count(*)::int as n from jobs')).rows).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await failureOf(publicApi, 'delete from contacts')).toBe(
      'permission denied for table contacts',
    );
    expect(await failureOf(publicApi, `update jobs set title = 'x'`)).toBe(
      'permission denied for table jobs',
    );
    expect(await failureOf(publicApi, 'create table stray (id int)')).toBe(
      'permission denied for schema public',
    );
  });

  it('gives admin-api the staff tables but not what only the agent writes', async () => {
    const adminApi = await connectAs('admin-api');
    expect((await adminApi.query('select count(*)::int as n from admin_users')).rows).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(
      await failureOf(
        adminApi,
        `insert into voicebot_metrics (voicebot_id, action_type) values ('bot', 'call')`,
      ),
    ).toBe('permission denied for table voicebot_metrics');
    expect(await failureOf(adminApi, 'delete from audit_log')).toBe(
      'permission denied for table audit_log',
    );
  });

  it('keeps the worker and the voice agent out of staff accounts', async () => {
    for (const service of ['news-worker', 'voice-agent'] as const) {
      const client = await connectAs(service);
      expect(await failureOf(client, 'select * from admin_users')).toBe(
        'permission denied for table admin_users',
      );
    }
  });

  it('lets the worker sweep an idle voicebot, whose owner row it locks first', async () => {
    await testDb.db
      .insertInto('voicebotOwners')
      .values({ voicebotId: `${prefix}-bot`, ownerKeyHash: 'a'.repeat(64) })
      .execute();
    const worker = createDb(urlAs(logins['news-worker']), { max: 1 });
    try {
      expect(await deleteVoicebotRows(worker.db, `${prefix}-bot`)).toEqual([]);
      expect(await deleteOrphanedVoicebotKnowledge(worker.db, `${prefix}-bot`)).toBe(true);
    } finally {
      await worker.close();
    }
  });

  it("lets the public API read a call's transcript for the bot's owner", async () => {
    const publicApi = createDb(urlAs(logins['public-api']), { max: 1 });
    try {
      expect(await listVoiceSessionTurns(publicApi.db, `${prefix}-session`)).toEqual([]);
    } finally {
      await publicApi.close();
    }
  });

  it('ends an application statement that runs past the timeout', async () => {
    const voiceAgent = await connectAs('voice-agent');
    const { rows } = await voiceAgent.query('show statement_timeout');
    expect(rows).toEqual([{ statement_timeout: '15s' }]);
    // The same limit, made short for the test in this session only, proves the server acts.
    await voiceAgent.query(`set statement_timeout = '200ms'`);
    expect(await failureOf(voiceAgent, 'select pg_sleep(1)')).toBe(
      'canceling statement due to statement timeout',
    );
    const idle = await voiceAgent.query('show idle_in_transaction_session_timeout');
    expect(idle.rows).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);
  });

  it('changes nothing when run again; a changed password takes effect', async () => {
    const grantsNow = () =>
      sql<{ grantee: string; table: string; privilege: string }>`
        select grantee, table_name as table, privilege_type as privilege
          from information_schema.role_table_grants
         where grantee like ${`${prefix}%`} order by 1, 2, 3
      `.execute(testDb.db);
    const before = (await grantsNow()).rows;
    expect(before.length).toBeGreaterThan(40);
    await applyApplicationRoles(testDb.db, roles);
    expect((await grantsNow()).rows).toEqual(before);

    // A login whose password changed can sign in with the new one only.
    const changed = { ...logins['news-worker'], password: randomBytes(12).toString('hex') };
    await applyApplicationRoles(testDb.db, {
      roles: { ...logins, 'news-worker': changed },
    });
    const worker = new pg.Client({ connectionString: urlAs(changed) });
    await worker.connect();
    clients.push(worker);
    await applyApplicationRoles(testDb.db, roles);
  });

  it('refuses a login that only PUBLIC could connect as', async () => {
    const name = `${prefix}_stranger`;
    await sql`create role ${sql.raw(name)} login password 'stranger-password'`.execute(testDb.db);
    try {
      const stranger = new pg.Client({
        connectionString: urlAs({ name, password: 'stranger-password' }),
      });
      stranger.on('error', () => undefined);
      const message = await stranger.connect().then(
        () => 'connected',
        (error: Error) => error.message,
      );
      await stranger.end().catch(() => undefined);
      expect(message).toMatch(/^permission denied for database /);
    } finally {
      await sql`drop role ${sql.raw(name)}`.execute(testDb.db);
    }
  });
});

describe('a table nobody granted', () => {
  it('is reported by listUngrantedTables', async () => {
    const rolledBack = new Error('roll back');
    const seen = await testDb.db
      .transaction()
      .execute(async (trx) => {
        await sql`create table forgotten_table (id int)`.execute(trx);
        rolledBack.message = (await listUngrantedTables(trx)).join(',');
        throw rolledBack;
      })
      .catch((error: Error) => error.message);
    expect(seen).toBe('forgotten_table');
    expect(await listUngrantedTables(testDb.db)).toEqual([]);
  });
});
