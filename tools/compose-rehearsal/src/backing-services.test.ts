import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  claimRedisDatabase,
  createRehearsalDatabase,
  postgresServerUrl,
} from './backing-services.ts';

// Against this machine's servers, as the rehearsal uses them (TEST_DATABASE_URL, TEST_REDIS_URL).

describe('claimRedisDatabase', () => {
  it("gives two runs different database indexes, never the other tests' own", async () => {
    const first = await claimRedisDatabase(process.env);
    const second = await claimRedisDatabase(process.env);
    try {
      const indexes = [first.url, second.url].map((url) => Number(new URL(url).pathname.slice(1)));
      expect(indexes[0]).not.toBe(indexes[1]);
      expect(indexes).not.toContain(0);
    } finally {
      await first.release();
      await second.release();
    }
  });

  it('leaves the database empty when released', async () => {
    const claimed = await claimRedisDatabase(process.env);
    const client = new Redis(claimed.url);
    try {
      await client.set('phi:housekeeping:id', '1');
      await claimed.release();
      expect(await client.dbsize()).toBe(0);
    } finally {
      client.disconnect();
    }
  });
});

describe('createRehearsalDatabase', () => {
  it('creates an empty database of its own and drops it', async () => {
    const serverUrl = postgresServerUrl(process.env);
    const database = await createRehearsalDatabase(serverUrl);
    const name = new URL(database.url).pathname.slice(1);
    const exists = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const result = await client.query('select 1 from pg_database where datname = $1', [name]);
        return result.rowCount === 1;
      } finally {
        await client.end();
      }
    };
    expect(name).toMatch(/^phi_compose_rehearsal_[0-9a-f]{12}$/);
    expect(database.rolePrefix).toBe(name);
    expect(await exists()).toBe(true);
    // The migrate job's logins for this run go with its database.
    const roleCount = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const result = await client.query('select 1 from pg_roles where rolname like $1', [
          `${name}_%`,
        ]);
        return result.rowCount;
      } finally {
        await client.end();
      }
    };
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create role ${name}_public_api login`);
    await admin.end();
    expect(await roleCount()).toBe(1);
    await database.drop();
    expect(await exists()).toBe(false);
    expect(await roleCount()).toBe(0);
  });
});
