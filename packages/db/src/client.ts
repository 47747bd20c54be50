import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export interface CreateDbOptions {
  /** Pool size; default 10. */
  max?: number;
  /** Shown in pg_stat_activity, which helps tell services apart. */
  applicationName?: string;
  /**
   * Called when an idle connection fails (say, Postgres restarted). The pool drops that
   * connection and opens a fresh one on the next query. Default: a process warning.
   */
  onPoolError?: (err: Error) => void;
}

export interface DbHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  close(): Promise<void>;
}

// bigint (count(*), running totals) as a number: the values we store stay far below 2^53,
// and a number is what every caller wants. numeric stays a string so money keeps its digits.
function parseBigint(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`bigint ${value} does not fit a JavaScript number`);
  }
  return parsed;
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function ignoreCheckedOutClientError(): void {
  // Reported by the failing query, or by the pool's 'error' when the client was idle.
}

function warnPoolError(err: Error): void {
  process.emitWarning(`Postgres pool: idle connection failed: ${err.message}`);
}

/** A Kysely instance over a pg Pool; camelCase in TypeScript, snake_case in SQL. */
export function createDb(connectionString: string, options: CreateDbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Without a connect timeout a query waits forever while Postgres is unreachable.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types: typeParsers,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle client that loses its server emits 'error' on the pool; unheard, that event
  // would crash the process.
  pool.on('error', options.onPoolError ?? warnPoolError);
  // A checked-out client (a query or transaction in flight) has no listener of the pool's, and
  // one whose server goes away emits 'error' even mid-query: unheard, that exits the process.
  // The error already fails the query or transaction using the client, and pg-pool drops a
  // client that is no longer queryable when it is released.
  pool.on('connect', (client) => {
    client.on('error', ignoreCheckedOutClientError);
  });

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // jsonb contents (metrics, audit snapshots) keep their own keys.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });

  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close() {
      closing ??= db.destroy();
      return closing;
    },
  };
}
