import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../schema.ts';
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
