import { AppError } from '@phi/contracts/errors';
import { isGeneralApplication } from '@phi/contracts/public';
import { type Database, findActiveJobById } from '@phi/db';
import type { Kysely } from 'kysely';

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
