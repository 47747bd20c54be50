import type { NewsFetchLogStatus } from '@phi/contracts';
import type { NewsFetchTrigger } from '@phi/contracts/jobs';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, NewNewsFetchLog, NewsFetchLogRow } from '../schema.ts';
import { isUuid } from '../uuid.ts';

export async function insertNewsFetchLog(
  trx: Kysely<Database>,
  values: NewNewsFetchLog,
): Promise<void> {
  await trx.insertInto('newsFetchLogs').values(values).execute();
}

/** One fetch's log row, written by recordNewsFetchSuccess / recordNewsFetchFailure. */
export interface NewsFetchLogEntry {
  sourceId: string;
  status: NewsFetchLogStatus;
  trigger: NewsFetchTrigger;
  notModified: boolean;
  httpStatus: number | null;
  articlesFound: number;
  articlesProcessed: number;
  errorMessage: string | null;
  /** Milliseconds, a whole number. */
  fetchDuration: number;
  createdAt: Date;
}

// The source locked for the rest of the statement (so two fetches of one source count its
// failures one after the other), and its log row inserted only when the source still exists.
// One statement is one round trip and its own transaction, where BEGIN, SELECT … FOR UPDATE,
// INSERT, UPDATE and COMMIT were five.
function lockSourceAndLog(log: NewsFetchLogEntry, lockedColumns: RawBuilder<unknown>) {
  return sql`source as (
      select id, ${lockedColumns} from news_sources where id = ${log.sourceId} for update
    ), logged as (
      insert into news_fetch_logs (source_id, status, "trigger", not_modified, http_status,
        articles_found, articles_processed, error_message, fetch_duration, created_at)
      select id, ${log.status}::text, ${log.trigger}::text, ${log.notModified}::boolean,
        ${log.httpStatus}::integer, ${log.articlesFound}::integer,
        ${log.articlesProcessed}::integer, ${log.errorMessage}::text,
        ${log.fetchDuration}::integer, ${log.createdAt}::timestamptz
      from source
    )`;
}

export interface FetchValidators {
  etag: string | null;
  lastModified: string | null;
  /** A 304: a validator it did not send back keeps the stored one. */
  keepStored: boolean;
}

/**
 * Logs a fetch that answered and makes its source healthy in one statement: failures reset,
 * no backoff, no error, status active unless staff set it inactive, the validators stored.
 * Answers false (nothing written) when the source no longer exists.
 */
export async function recordNewsFetchSuccess(
  db: Kysely<Database>,
  log: NewsFetchLogEntry,
  validators: FetchValidators,
): Promise<boolean> {
  if (!isUuid(log.sourceId)) {
    return false;
  }
  const keep = validators.keepStored;
  const result = await sql`with ${lockSourceAndLog(log, sql`status, etag, last_modified`)}
    update news_sources s set
      last_fetch = ${log.createdAt}::timestamptz,
      last_success_at = ${log.createdAt}::timestamptz,
      consecutive_failures = 0,
      next_fetch_at = null,
      last_error = null,
      status = case when source.status = 'inactive' then 'inactive' else 'active' end,
      etag = case when ${keep}::boolean
        then coalesce(${validators.etag}::text, source.etag) else ${validators.etag}::text end,
      last_modified = case when ${keep}::boolean
        then coalesce(${validators.lastModified}::text, source.last_modified)
        else ${validators.lastModified}::text end
    from source where s.id = source.id`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export interface FailureBackoff {
  /** Element n - 1 is the wait in ms after the n-th failure in a row; the last one after more. */
  waitsMs: readonly number[];
  /** From this many failures in a row the source's status is error (inactive stays inactive). */
  failuresBeforeError: number;
}

export interface NewsSourceBackoff {
  consecutiveFailures: number;
  nextFetchAt: Date;
}

/**
 * Logs a failed fetch and, in the same statement, counts one more failure in a row on its
 * source, pushes its next scheduled attempt back by the wait for that count, keeps the error
 * and sets status error from `failuresBeforeError` failures. Undefined when the source no
 * longer exists (nothing written).
 */
export async function recordNewsFetchFailure(
  db: Kysely<Database>,
  log: NewsFetchLogEntry,
  backoff: FailureBackoff,
): Promise<NewsSourceBackoff | undefined> {
  if (!isUuid(log.sourceId) || backoff.waitsMs.length === 0) {
    return undefined;
  }
  const waits = backoff.waitsMs.map((wait) => Math.round(wait));
  const result = await sql<NewsSourceBackoff>`with ${lockSourceAndLog(
    log,
    sql`status, consecutive_failures + 1 as failures`,
  )}
    update news_sources s set
      last_fetch = ${log.createdAt}::timestamptz,
      consecutive_failures = source.failures,
      next_fetch_at = ${log.createdAt}::timestamptz + interval '1 millisecond'
        * (${waits}::bigint[])[least(source.failures, ${waits.length}::integer)],
      last_error = ${log.errorMessage}::text,
      status = case when source.status = 'inactive'
        or source.failures < ${backoff.failuresBeforeError}::integer
        then source.status else 'error' end
    from source where s.id = source.id
    returning s.consecutive_failures, s.next_fetch_at`.execute(db);
  return result.rows[0];
}

/** A source's latest fetches, newest first. */
export function listNewsFetchLogsOfSource(
  db: Kysely<Database>,
  sourceId: string,
  limit: number,
): Promise<NewsFetchLogRow[]> {
  return db
    .selectFrom('newsFetchLogs')
    .selectAll()
    .where('sourceId', '=', sourceId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes the logs written before `cutoff`; answers how many. */
export async function deleteNewsFetchLogsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('newsFetchLogs')
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
