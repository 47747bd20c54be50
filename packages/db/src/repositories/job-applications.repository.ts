import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow, NewJobApplication } from '../schema.ts';
import { isUuid } from '../uuid.ts';

/** Stores an application; status, priority and rating take the table's defaults. */
export async function insertJobApplication(
  db: Kysely<Database>,
  values: Pick<
    NewJobApplication,
    'jobId' | 'personalInfo' | 'experience' | 'education' | 'skills' | 'coverLetter' | 'resumeUrl'
  >,
): Promise<{ id: string }> {
  return db.insertInto('jobApplications').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function findJobApplicationById(
  db: Kysely<Database>,
  id: string,
): Promise<JobApplicationRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return db
    .selectFrom('jobApplications')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
}
