import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** A page of rows and how many match, counted up to `countCap` at most. */
export interface CappedPage<Row> {
  rows: Row[];
  /** Exact when `isCapped` is false; otherwise `countCap` (the real number is larger). */
  total: number;
  isCapped: boolean;
}

export interface PageRequest {
  limit: number;
  offset: number;
  /** Matches past this are not counted: the scan stops at countCap + 1 rows. */
  countCap: number;
}

/** A LIKE pattern that matches `term` literally anywhere in the text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The UTC day range [start, end + 1 day) of two calendar days, both included. */
export function dayRange(startDate: string, endDate: string): { from: Date; before: Date } {
  const from = new Date(`${startDate}T00:00:00.000Z`);
  const before = new Date(`${endDate}T00:00:00.000Z`);
  before.setUTCDate(before.getUTCDate() + 1);
  return { from, before };
}

/**
 * Counts the rows a filtered query matches, stopping at cap + 1. The inner query keeps the
 * list's newest-first order (a column, or an expression such as the news lists' date) so the
 * planner walks the same indexes as the page itself; without an order, a LIMIT makes a
 * sequential scan look cheap, and a selective filter then reads the whole table.
 */
export function countCappedQuery<DB, TB extends keyof DB & string, O>(
  db: Kysely<Database>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  orderBy: string | Expression<unknown>,
  cap: number,
) {
  const limited = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .orderBy(typeof orderBy === 'string' ? sql.ref(orderBy) : orderBy, 'desc')
    .limit(cap + 1)
    .as('matched');
  return db.selectFrom(limited).select(sql<string>`count(*)`.as('count'));
}

export async function countCapped<DB, TB extends keyof DB & string, O>(
  db: Kysely<Database>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  orderBy: string | Expression<unknown>,
  cap: number,
): Promise<{ total: number; isCapped: boolean }> {
  const row = await countCappedQuery(db, filtered, orderBy, cap).executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > cap ? { total: cap, isCapped: true } : { total: count, isCapped: false };
}

/** Where a newest-first walk stopped: the last row's exact creation time (as text) and id. */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** Rows per round trip of the exports (memory stays bounded whatever the number of matches). */
export const exportBatchSize = 500;

/**
 * Walks a newest-first list in batches: `readBatch` reads up to `batchSize` rows after the
 * cursor (none on the first call) with each row's creation time as text in `cursorAt`; each
 * batch is yielded without it, until a batch comes back short.
 */
export async function* walkNewestFirst<Row extends { id: string; cursorAt: string }>(
  readBatch: (cursor: ListCursor | undefined) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Omit<Row, 'cursorAt'>[]> {
  let cursor: ListCursor | undefined;
  for (;;) {
    const rows = await readBatch(cursor);
    const last = rows.at(-1);
    if (!last) {
      return;
    }
    yield rows.map(({ cursorAt: _cursorAt, ...row }) => row);
    if (rows.length < batchSize) {
      return;
    }
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}
