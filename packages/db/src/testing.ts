import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@phi/embedded-postgres';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb } from './client.ts';
import type { Database } from './schema.ts';
import {
  cloneDatabase,
  databaseUrl,
  ensureTemplate,
  isMissingTemplateError,
  withServerClient,
} from './testing-template.ts';

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  db: Kysely<Database>;
  /** Closes `db`, ends other sessions on the database and drops it. */
  drop(): Promise<void>;
}

// Kept on globalThis: test runners may load this module afresh for every test file inside one
// process, and the process should still start only one embedded server and look up the
// template once.
const serverKey = Symbol.for('@phi/db/testing.server');
const templateKey = Symbol.for('@phi/db/testing.template');
const processState = globalThis as {
  [serverKey]?: Promise<string> | undefined;
  [templateKey]?: Promise<string> | undefined;
};

/**
 * Set by the vitest globalSetup (testing-setup.ts) to the embedded server it started for the
 * whole run, so every worker process uses that one server (and its one template).
 */
export const sharedEmbeddedServerEnv = 'PHI_TEST_EMBEDDED_DATABASE_URL';

function describeServer(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || '5432'}`;
  } catch {
    return 'an unparsable URL';
  }
}

async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TEST_DATABASE_URL points at ${describeServer(url)}, which cannot be reached (${reason}). Start that Postgres, or unset TEST_DATABASE_URL to run the tests on an embedded Postgres.`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isProcessGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  // The postmaster is our child: until Node reaps it, which it cannot while this code blocks,
  // it lingers as a zombie that still answers signal 0.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * Stops a cluster synchronously with an immediate shutdown, for exit paths where nothing can
 * await. Gives up after `budgetMs`.
 */
function stopClusterNow(dataDir: string, budgetMs: number): void {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < budgetMs && !isProcessGone(pid); waited += 20) {
    Atomics.wait(pause, 0, 0, 20);
  }
}

const exitSignals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export interface TestCluster {
  url: string;
  /** Stops the server and removes its files; also done at process exit when never called. */
  stop(): Promise<void>;
}

/** A throw-away embedded server in a temporary folder, removed when the process ends. */
export async function startTestCluster(): Promise<TestCluster> {
  // World-searchable, because as root Postgres runs as the postgres user (see embedded.ts).
  const baseDir = mkdtempSync(join(tmpdir(), 'phi-test-pg-'));
  chmodSync(baseDir, 0o755);
  const dataDir = join(baseDir, 'data');
  let isRemoved = false;
  const removeCluster = () => {
    if (!isRemoved) {
      isRemoved = true;
      stopClusterNow(dataDir, 400);
      rmSync(baseDir, { recursive: true, force: true });
    }
  };
  // Test runners end workers with SIGTERM and follow with SIGKILL soon after (vitest: 500 ms),
  // too soon for a graceful shutdown; an immediate one, done synchronously, fits.
  const onSignal = (signal: (typeof exitSignals)[number]) => {
    removeCluster();
    process.exit(128 + osConstants.signals[signal]);
  };
  process.once('exit', removeCluster);
  for (const signal of exitSignals) {
    process.once(signal, onSignal);
  }

  const forget = () => {
    process.off('exit', removeCluster);
    for (const signal of exitSignals) {
      process.off(signal, onSignal);
    }
  };

  let cluster: EmbeddedPostgres;
  try {
    cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  } catch (error) {
    removeCluster();
    forget();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TEST_DATABASE_URL is unset and the embedded Postgres for tests did not start: ${reason}`,
      { cause: error },
    );
  }
  return {
    url: cluster.connectionString,
    stop: async () => {
      await cluster.stop().catch(() => undefined);
      removeCluster();
      forget();
    },
  };
}

/**
 * The server tests create their databases on: TEST_DATABASE_URL, else the embedded one the
 * vitest run shares, else one embedded per process (a script, or a runner without the setup).
 */
export function getTestServerUrl(): Promise<string> {
  let server = processState[serverKey];
  if (server === undefined) {
    server = (async () => {
      const configured = process.env.TEST_DATABASE_URL;
      if (configured) {
        await assertReachable(configured);
        return configured;
      }
      return process.env[sharedEmbeddedServerEnv] || (await startTestCluster()).url;
    })();
    processState[serverKey] = server;
    // A failed start is not cached: the next caller tries again.
    server.catch(() => {
      processState[serverKey] = undefined;
    });
  }
  return server;
}

/** The current migrations' template on `server`, looked up (or built) once per process. */
function getTemplate(server: string): Promise<string> {
  let template = processState[templateKey];
  if (template === undefined) {
    template = ensureTemplate(server);
    processState[templateKey] = template;
    template.catch(() => {
      processState[templateKey] = undefined;
    });
  }
  return template;
}

/** A new, uniquely named and fully migrated database. Call `drop()` when done. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = await getTestServerUrl();
  const name = `phi_test_${randomBytes(6).toString('hex')}`;
  try {
    await cloneDatabase(server, name, await getTemplate(server));
  } catch (error) {
    // Another checkout on the same server, with other migrations, pruned our template.
    if (!isMissingTemplateError(error)) {
      throw error;
    }
    processState[templateKey] = undefined;
    await cloneDatabase(server, name, await getTemplate(server));
  }

  const url = databaseUrl(server, name);
  const handle = createDb(url, { max: 4, applicationName: 'phi-test' });
  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= (async () => {
      await handle.close();
      await withServerClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    })();
    return dropping;
  };
  return { url, db: handle.db, drop };
}

/**
 * Empties every application table (migration bookkeeping excepted) and restarts identity
 * columns. Only tables holding rows are truncated: TRUNCATE swaps files on disk, which costs
 * far more than the check on a test-sized database.
 */
export async function truncateAllTables(db: Kysely<Database>): Promise<void> {
  const raw = db.withoutPlugins();
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in ('kysely_migration', 'kysely_migration_lock')
  `.execute(raw);
  if (tables.length === 0) {
    return;
  }
  const probes = tables.map(
    (row) =>
      sql`select ${row.table_name}::text as table_name where exists (select 1 from ${sql.table(row.table_name)})`,
  );
  const { rows: filled } = await sql<{
    table_name: string;
  }>`${sql.join(probes, sql` union all `)}`.execute(raw);
  if (filled.length > 0) {
    const names = sql.join(filled.map((row) => sql.table(row.table_name)));
    await sql`truncate table ${names} cascade`.execute(raw);
  }
  const { rows: identities } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'
  `.execute(raw);
  for (const { table_name, column_name } of identities) {
    await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} restart`.execute(
      raw,
    );
  }
}
