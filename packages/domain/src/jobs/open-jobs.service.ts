import { AppError } from '@phi/contracts/errors';
import { isGeneralApplication, type Job } from '@phi/contracts/public';
import { type Database, findActiveJobById, listActiveJobs } from '@phi/db';
import type { Kysely } from 'kysely';
import { toJob } from './jobs.mapper.ts';

// spec: site-marketing-careers §3 (careers list and job detail): only active postings are open.

/** The open postings, newest first. */
export async function listOpenJobs(db: Kysely<Database>): Promise<Job[]> {
  return (await listActiveJobs(db)).map(toJob);
}

/** One open posting; JOB_NOT_FOUND when it is missing or inactive. */
export async function getOpenJob(db: Kysely<Database>, id: string): Promise<Job> {
  const row = await findActiveJobById(db, id);
  if (!row) {
    throw new AppError('JOB_NOT_FOUND');
  }
  return toJob(row);
}

/**
 * spec: site-marketing-careers §2.10 and §7: uploads and applications go to an open job or to
 * "general". Answers the job id to store, null for a general application.
 */
export async function assertJobAcceptsApplications(
  db: Kysely<Database>,
  jobId: string,
): Promise<string | null> {
  if (isGeneralApplication(jobId)) {
    return null;
  }
  const job = await findActiveJobById(db, jobId);
  if (!job) {
    throw new AppError('JOB_NOT_FOUND');
  }
  return job.id;
}
