import { type Kysely, sql } from 'kysely';
import type { Database, JobRow, JobUpdate, NewJob } from '../schema.ts';
import { isUuid } from '../uuid.ts';

/** Active postings, newest first (spec: site-marketing-careers, careers list). */
export function listActiveJobs(db: Kysely<Database>): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('isActive', '=', true)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * One active posting. An unknown, inactive or malformed id (anything but a UUID, such as the
 * word "general") reads as not found; the query never sees a malformed id.
 */
export async function findActiveJobById(
  db: Kysely<Database>,
  id: string,
): Promise<JobRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .where('isActive', '=', true)
    .executeTakeFirst();
}

/** Every posting, inactive ones included, newest first (admin Job Postings). */
export function listAllJobs(db: Kysely<Database>): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
}

export function insertJob(trx: Kysely<Database>, values: NewJob): Promise<JobRow> {
  return trx.insertInto('jobs').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Any posting, locked until the transaction ends (the audit "before" of an edit or delete). */
export async function findJobForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<JobRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return trx
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export function updateJob(trx: Kysely<Database>, id: string, values: JobUpdate): Promise<JobRow> {
  return (
    trx
      .updateTable('jobs')
      // Every change raises the edit version, so a save started from the older copy is refused.
      .set({ ...values, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function deleteJob(trx: Kysely<Database>, id: string): Promise<void> {
  await trx.deleteFrom('jobs').where('id', '=', id).execute();
}

/** Whether any application names the posting (such a posting cannot be deleted). */
export async function hasJobApplications(db: Kysely<Database>, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobApplications')
    .select('id')
    .where('jobId', '=', jobId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
