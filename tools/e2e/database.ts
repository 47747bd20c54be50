import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * Where playwright.config.ts keeps the standalone run of the end-to-end tests. E2E_DATA_DIR,
 * with E2E_PORT, lets two suites run from one checkout at once.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/**
 * Runs one query on the end-to-end run's embedded PostgreSQL, whose address the standalone
 * launcher writes to `<DATA_DIR>/database-url`: tests check what the product stored.
 */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const connectionString = readFileSync(
    resolve(import.meta.dirname, '../..', e2eDataDir, 'database-url'),
    'utf8',
  ).trim();
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The private files directory both APIs share in the end-to-end run. */
export const e2eFilesDir = resolve(import.meta.dirname, '../..', e2eDataDir, 'files');
