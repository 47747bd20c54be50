import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';

// Test databases are cloned from a template that was migrated once (CREATE DATABASE … TEMPLATE
// copies files, far cheaper than running every migration for each test file). The template is
// named by a hash of what decides its contents, so a changed migration gets a new template and
// a checkout with other migrations never clones a wrong one.

const migrationsDir = new URL('../migrations/', import.meta.url);
// The runner decides the bookkeeping tables a template holds: part of the hash too.
const migrateModule = new URL('./migrate.ts', import.meta.url);
// Raised when the way a template is built changes, so older templates stop matching.
const templateFormat = '1';

const defaultPrefix = 'phi_template';
// Templates of other hashes kept besides the newest: another checkout or branch on the same
// server may be testing with them right now (a clone whose template vanished rebuilds it).
const defaultKeep = 3;
// A builder migrates in seconds; a wait far beyond that means a builder hangs.
const lockWaitSeconds = 180;

const pgCodes = {
  duplicateDatabase: '42P04',
  undefinedDatabase: '3D000',
} as const;

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** True when CREATE DATABASE failed because its template is gone (dropped meanwhile). */
export function isMissingTemplateError(error: unknown): boolean {
  return errorCode(error) === pgCodes.undefinedDatabase;
}

/**
 * A short hash of the migration files (names and contents, `index.ts` included) and of the
 * runner: the same for every checkout with the same migrations, different after any change.
 */
export async function hashMigrationSet(dir: URL = migrationsDir): Promise<string> {
  const hash = createHash('sha256').update(`template format ${templateFormat}\0`);
  const directory = dir.href.endsWith('/') ? dir : new URL(`${dir.href}/`);
  const names = (await readdir(directory)).filter((name) => name.endsWith('.ts')).sort();
  for (const name of names) {
    hash.update(`${name}\0`).update(await readFile(new URL(name, directory)));
    hash.update('\0');
  }
  hash.update(await readFile(migrateModule));
  return hash.digest('hex').slice(0, 16);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Refusing an unexpected database name: ${JSON.stringify(name)}`);
  }
  return `"${name}"`;
}

/** The server URL with another database in its path. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withServerClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

/** Drops a database even when it is a template or has sessions (templates refuse a plain drop). */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  if (await databaseExists(client, name)) {
    await client.query(`alter database ${quoteIdent(name)} with is_template false`);
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  }
}

async function migrateDatabase(url: string): Promise<void> {
  const handle = createDb(url, { max: 1, applicationName: 'phi-test-template' });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

export interface TemplateOptions {
  /** Database name prefix; tests of this module use their own so they never touch real ones. */
  prefix?: string;
  /** Default: hashMigrationSet(). */
  hash?: string;
  /** Fills a new template at the given URL; default: every migration. */
  build?: (url: string) => Promise<void>;
  /** Newest templates of the prefix kept, the current one included. */
  keep?: number;
}

function lockKey(prefix: string): string {
  return createHash('sha256')
    .update(`phi test templates ${prefix}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * Makes sure the template for the current migrations exists on the server and returns its
 * name. Safe with many callers at once (several vitest processes, turbo running packages in
 * parallel): builders take one advisory lock, migrate a database under a temporary name and
 * rename it only when complete, so the template's name never shows a half-built database.
 */
export async function ensureTemplate(
  serverUrl: string,
  options: TemplateOptions = {},
): Promise<string> {
  const prefix = options.prefix ?? defaultPrefix;
  const name = `${prefix}_${options.hash ?? (await hashMigrationSet())}`;
  quoteIdent(name);
  return withServerClient(serverUrl, async (client) => {
    if (await databaseExists(client, name)) {
      return name;
    }
    const key = lockKey(prefix);
    await client.query(`set lock_timeout = '${lockWaitSeconds}s'`);
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    } catch (error) {
      throw new Error(
        `Waited ${lockWaitSeconds} s for another test process to build the template database ${name}`,
        { cause: error },
      );
    }
    try {
      if (await databaseExists(client, name)) {
        return name;
      }
      await dropBuildLeftovers(client, prefix);
      await buildTemplate(
        client,
        serverUrl,
        name,
        `${prefix}_build_${randomBytes(4).toString('hex')}`,
        options.build ?? migrateDatabase,
      );
      await pruneTemplates(client, prefix, name, options.keep ?? defaultKeep);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  });
}

async function buildTemplate(
  client: pg.Client,
  serverUrl: string,
  name: string,
  buildName: string,
  build: (url: string) => Promise<void>,
): Promise<void> {
  await client.query(`create database ${quoteIdent(buildName)}`);
  try {
    await build(databaseUrl(serverUrl, buildName));
    // CREATE DATABASE … TEMPLATE refuses a source with sessions. Refusing connections for
    // good means nothing can stay connected: not a pooled client of the builder that has not
    // quite gone yet (ended here), nor anyone connecting later.
    await client.query(`alter database ${quoteIdent(buildName)} with allow_connections false`);
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [buildName],
    );
    await client.query(`alter database ${quoteIdent(buildName)} rename to ${quoteIdent(name)}`);
  } catch (error) {
    await dropDatabase(client, buildName).catch(() => undefined);
    // A builder holding the lock of another maintenance database finished first: its
    // template is as good as ours.
    if (errorCode(error) === pgCodes.duplicateDatabase) {
      return;
    }
    throw error;
  }
  await client.query(`alter database ${quoteIdent(name)} with is_template true`);
}

/** Build databases of builders that died mid-way; live builders hold the lock we hold now. */
async function dropBuildLeftovers(client: pg.Client, prefix: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [`${prefix}_build_`],
  );
  for (const { datname } of rows) {
    await dropDatabase(client, datname);
  }
}

/** Drops the prefix's older templates beyond the newest `keep` (database oids grow over time). */
async function pruneTemplates(
  client: pg.Client,
  prefix: string,
  current: string,
  keep: number,
): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname ~ $1 and datname <> $2
     order by oid desc offset $3`,
    [`^${prefix}_[0-9a-f]{16}$`, current, Math.max(keep - 1, 0)],
  );
  for (const { datname } of rows) {
    // Best effort: a template in use elsewhere may refuse now and go another time.
    await dropDatabase(client, datname).catch(() => undefined);
  }
}

/** CREATE DATABASE `name` as a copy of `template`. */
export async function cloneDatabase(
  serverUrl: string,
  name: string,
  template: string,
): Promise<void> {
  await withServerClient(serverUrl, (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
}
