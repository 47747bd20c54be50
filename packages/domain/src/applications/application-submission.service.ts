import { AppError } from '@phi/contracts/errors';
import { applicationFormMessages as m } from '@phi/contracts/messages';
import {
  type ApplicationSubmission,
  buildStoredFileUrl,
  parseStoredFileUrl,
} from '@phi/contracts/public';
import {
  claimStoredFile,
  type Database,
  findJobApplicationById,
  findStoredFileForUpdate,
  insertJobApplication,
  type JobApplicationRow,
  type NewJobApplication,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { assertJobAcceptsApplications } from '../jobs/open-jobs.service.ts';

export interface SubmittedApplication {
  id: string;
  /** False when the same application was already stored (a double submit). */
  isNew: boolean;
}

type StoredValues = Pick<
  NewJobApplication,
  'jobId' | 'personalInfo' | 'experience' | 'education' | 'skills' | 'coverLetter' | 'resumeUrl'
>;

function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ path, message }]);
}

/**
 * spec: site-marketing-careers §3, §5 and §7 (POST /api/jobs/{jobId}/apply). The resume must be
 * an upload of this site not yet claimed; the application and the claim are one transaction,
 * and the upload's row lock makes a second submit of the same resume wait for the first. That
 * second submit answers the first one's id when its content is the same, CONFLICT otherwise.
 */
export async function submitApplication(
  db: Kysely<Database>,
  pathJobId: string,
  submission: ApplicationSubmission,
): Promise<SubmittedApplication> {
  const jobId = await assertJobAcceptsApplications(db, pathJobId);
  if (submission.jobId !== pathJobId) {
    throw fieldError('jobId', m.jobIdMismatch);
  }
  const fileId = parseStoredFileUrl(submission.resumeUrl);
  if (!fileId) {
    throw fieldError('resumeUrl', m.resumeRequired);
  }
  // Stored as the validated, normalised JSON (trimmed text, defaults applied).
  const values: StoredValues = {
    jobId,
    personalInfo: JSON.stringify(submission.personalInfo),
    experience: JSON.stringify(submission.experience),
    education: JSON.stringify(submission.education),
    skills: submission.skills ?? [],
    coverLetter: submission.coverLetter,
    resumeUrl: buildStoredFileUrl(fileId),
  };

  return db.transaction().execute(async (trx) => {
    const file = await findStoredFileForUpdate(trx, fileId);
    if (file?.purpose !== 'resume') {
      throw fieldError('resumeUrl', m.resumeNotFound);
    }
    if (file.usedBy !== null) {
      const existing = await findJobApplicationById(trx, file.usedBy);
      if (existing && isSameApplication(existing, values)) {
        return { id: existing.id, isNew: false };
      }
      throw new AppError('CONFLICT', m.resumeAlreadyUsed);
    }
    const { id } = await insertJobApplication(trx, values);
    await claimStoredFile(trx, fileId, id);
    return { id, isNew: true };
  });
}

function isSameApplication(row: JobApplicationRow, values: StoredValues): boolean {
  return (
    row.jobId === values.jobId &&
    row.personalInfo === values.personalInfo &&
    row.experience === values.experience &&
    row.education === values.education &&
    row.coverLetter === values.coverLetter &&
    JSON.stringify(row.skills) === JSON.stringify(values.skills)
  );
}
