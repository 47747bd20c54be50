import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServerUrl } from '../src/testing.ts';
import {
  cloneDatabase,
  databaseUrl,
  dropDatabase,
  ensureTemplate,
  hashMigrationSet,
  withServerClient,
} from '../src/testing-template.ts';

const migrationsDir = new URL('../migrations/', import.meta.url);

describe('hashMigrationSet', () => {
  let copy: string;
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'phi-migrations-'));
    await cp(migrationsDir, copy, { recursive: true });
  });
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('is the same for the same files and changes with any migration', async () => {
    const current = await hashMigrationSet();
    expect(current).toMatch(/^[0-9a-f]{16}$/);
    expect(await hashMigrationSet(pathToFileURL(copy))).toBe(current);

    const first = join(copy, '20261125000100_create_core_tables.ts');
    await writeFile(first, '\n// changed\n', { flag: 'a' });
    const edited = await hashMigrationSet(pathToFileURL(copy));
    expect(edited).not.toBe(current);

    await writeFile(join(copy, '20991231000000_create_more_tables.ts'), 'export {};\n');
    expect(await hashMigrationSet(pathToFileURL(copy))).not.toBe(edited);
  });
});

describe('ensureTemplate', () => {
  // A prefix of this run's own: these tests never build, prune or drop the real templates.
  const prefix = `phi_tpltest_${randomBytes(3).toString('hex')}`;
  let server: string;

  async function databasesOfPrefix(): Promise<string[]> {
    return withServerClient(server, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1) order by datname',
        [prefix],
      );
      return rows.map((row) => row.datname);
    });
  }

  /** A stand-in for the migrations: one table naming the hash it was built for. */
  function markerBuild(hash: string, onBuild: () => void = () => {}) {
    return async (url: string) => {
      onBuild();
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query('create table marker (hash text not null)');
        await client.query('insert into marker values ($1)', [hash]);
        // Long enough for a concurrent caller to arrive while this build runs.
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        await client.end();
      }
    };
  }

  async function markerOf(database: string): Promise<string | undefined> {
    const client = new pg.Client(databaseUrl(server, database));
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string }>('select hash from marker');
      return rows[0]?.hash;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    server = await getTestServerUrl();
  });
  afterAll(async () => {
    if (server) {
      await withServerClient(server, async (client) => {
        for (const name of await databasesOfPrefix()) {
          await dropDatabase(client, name);
        }
      });
    }
  });

  it('builds one template when two creators race, and both get it', async () => {
    const hash = 'a'.repeat(16);
    let builds = 0;
    const options = { prefix, hash, build: markerBuild(hash, () => builds++) };
    const [first, second] = await Promise.all([
      ensureTemplate(server, options),
      ensureTemplate(server, options),
    ]);
    expect(first).toBe(`${prefix}_${hash}`);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(await databasesOfPrefix()).toEqual([first]);

    // Two clones at once: nothing stays connected to the template, and nothing can connect.
    const clones = [`${prefix}_clone_1`, `${prefix}_clone_2`];
    await Promise.all(clones.map((clone) => cloneDatabase(server, clone, first)));
    expect(await markerOf(clones[0] ?? '')).toBe(hash);
    await expect(markerOf(first)).rejects.toThrow(/not currently accepting connections/);
    await withServerClient(server, async (client) => {
      for (const clone of clones) {
        await dropDatabase(client, clone);
      }
    });
  });

  it('builds a new template for a changed migration set and keeps only the newest few', async () => {
    const hashes = ['b', 'c', 'd'].map((letter) => letter.repeat(16));
    for (const hash of hashes) {
      const name = await ensureTemplate(server, {
        prefix,
        hash,
        keep: 2,
        build: markerBuild(hash),
      });
      expect(name).toBe(`${prefix}_${hash}`);
      await cloneDatabase(server, `${prefix}_clone`, name);
      expect(await markerOf(`${prefix}_clone`)).toBe(hash);
      await withServerClient(server, (client) => dropDatabase(client, `${prefix}_clone`));
    }
    expect(await databasesOfPrefix()).toEqual(hashes.slice(-2).map((hash) => `${prefix}_${hash}`));
  });

  it('replaces what a builder that died left behind, and leaves nothing half-built', async () => {
    await withServerClient(server, (client) =>
      client.query(`create database "${prefix}_build_deadbeef"`),
    );
    const hash = 'f'.repeat(16);
    const failing = ensureTemplate(server, {
      prefix,
      hash,
      build: async () => {
        throw new Error('migration failed');
      },
    });
    await expect(failing).rejects.toThrow('migration failed');
    expect((await databasesOfPrefix()).filter((name) => name.includes('_build_'))).toEqual([]);
    expect(await databasesOfPrefix()).not.toContain(`${prefix}_${hash}`);

    const name = await ensureTemplate(server, { prefix, hash, build: markerBuild(hash) });
    expect(await databasesOfPrefix()).toContain(name);
  });
});
