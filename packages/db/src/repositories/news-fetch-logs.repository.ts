import type { Kysely } from 'kysely';
import type { Database, NewNewsFetchLog, NewsFetchLogRow } from '../schema.ts';

export async function insertNewsFetchLog(
  trx: Kysely<Database>,
  values: NewNewsFetchLog,
): Promise<void> {
  await trx.insertInto('newsFetchLogs').values(values).execute();
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
