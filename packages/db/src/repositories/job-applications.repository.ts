import type { ApplicationAssignee, ApplicationStatus, Priority } from '@phi/contracts';
import { type Kysely, sql } from 'kysely';
import type {
  Database,
  JobApplicationRow,
  JobApplicationUpdate,
  NewJobApplication,
} from '../schema.ts';
import { isUuid } from '../uuid.ts';
import {
  type CappedPage,
  containsPattern,
  countCapped,
  dayRange,
  exportBatchSize,
  type PageRequest,
  walkNewestFirst,
} from './list-filters.ts';

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

export interface ApplicationListFilter {
  status?: ApplicationStatus | undefined;
  priority?: Priority | undefined;
  /** null: applications with no assignee. */
  assignedTo?: ApplicationAssignee | null | undefined;
  /** 0 (not rated) to 5; no rating filter when absent. */
  rating?: number | undefined;
  /**
   * Substring of the job title or the applicant's first, last or full name or e-mail (the
   * generated columns read from personal_info, each with a trigram index).
   */
  search?: string | undefined;
  /** Calendar days (UTC), both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The title a general application (no job) is listed under, so search finds it too. */
  generalTitle: string;
}

/** An application with the title of its job (null for a general application). */
export type ApplicationWithJobTitle = JobApplicationRow & { jobTitle: string | null };

function filterApplications(db: Kysely<Database>, filter: ApplicationListFilter) {
  let query = db.selectFrom('jobApplications').leftJoin('jobs', 'jobs.id', 'jobApplications.jobId');
  if (filter.status) {
    query = query.where('jobApplications.status', '=', filter.status);
  }
  if (filter.priority) {
    query = query.where('jobApplications.priority', '=', filter.priority);
  }
  if (filter.assignedTo === null) {
    query = query.where('jobApplications.assignedTo', 'is', null);
  } else if (filter.assignedTo) {
    query = query.where('jobApplications.assignedTo', '=', filter.assignedTo);
  }
  if (filter.rating !== undefined) {
    query = query.where('jobApplications.rating', '=', filter.rating);
  }
  if (filter.startDate && filter.endDate) {
    const { from, before } = dayRange(filter.startDate, filter.endDate);
    query = query
      .where('jobApplications.createdAt', '>=', from)
      .where('jobApplications.createdAt', '<', before);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const isGeneralMatch = filter.generalTitle.toLowerCase().includes(filter.search.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb('jobs.title', 'ilike', pattern),
        eb('jobApplications.applicantFirstName', 'ilike', pattern),
        eb('jobApplications.applicantLastName', 'ilike', pattern),
        eb('jobApplications.applicantName', 'ilike', pattern),
        eb('jobApplications.applicantEmail', 'ilike', pattern),
        ...(isGeneralMatch ? [eb('jobApplications.jobId', 'is', null)] : []),
      ]),
    );
  }
  return query;
}

/** One page of applications, newest first, with the matches counted up to the cap. */
export async function listJobApplications(
  db: Kysely<Database>,
  filter: ApplicationListFilter,
  page: PageRequest,
): Promise<CappedPage<ApplicationWithJobTitle>> {
  const filtered = filterApplications(db, filter);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('jobApplications')
      .select('jobs.title as jobTitle')
      .orderBy('jobApplications.createdAt', 'desc')
      .orderBy('jobApplications.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countCapped(db, filtered, 'jobApplications.createdAt', page.countCap),
  ]);
  return { rows, ...count };
}

/**
 * Every application the filter matches with its job's title, newest first, in batches of
 * `batchSize` (the CSV export of all matching rows; keyset as in streamContacts).
 */
export async function* streamJobApplications(
  db: Kysely<Database>,
  filter: ApplicationListFilter,
  batchSize: number = exportBatchSize,
): AsyncGenerator<ApplicationWithJobTitle[]> {
  yield* walkNewestFirst(async (cursor) => {
    let query = filterApplications(db, filter);
    if (cursor) {
      query = query.where(
        sql<boolean>`(job_applications.created_at, job_applications.id) < (${cursor.createdAt}::timestamptz, ${cursor.id})`,
      );
    }
    return query
      .selectAll('jobApplications')
      .select('jobs.title as jobTitle')
      .select(sql<string>`job_applications.created_at::text`.as('cursorAt'))
      .orderBy('jobApplications.createdAt', 'desc')
      .orderBy('jobApplications.id', 'desc')
      .limit(batchSize)
      .execute();
  }, batchSize);
}

/** The application and its job's title, locked until the transaction ends. */
export async function findJobApplicationForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<ApplicationWithJobTitle | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return trx
    .selectFrom('jobApplications')
    .leftJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .selectAll('jobApplications')
    .select('jobs.title as jobTitle')
    .where('jobApplications.id', '=', id.toLowerCase())
    .forUpdate('jobApplications')
    .executeTakeFirst();
}

export function updateJobApplication(
  trx: Kysely<Database>,
  id: string,
  values: JobApplicationUpdate,
): Promise<JobApplicationRow> {
  return (
    trx
      .updateTable('jobApplications')
      // Every change raises the edit version, so a save started from the older copy is refused.
      .set({ ...values, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

/** The newest applications with their job titles (dashboard recent activity). */
export function listRecentJobApplications(
  db: Kysely<Database>,
  limit: number,
): Promise<ApplicationWithJobTitle[]> {
  return db
    .selectFrom('jobApplications')
    .leftJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .selectAll('jobApplications')
    .select('jobs.title as jobTitle')
    .orderBy('jobApplications.createdAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .limit(limit)
    .execute();
}
