import type { AdminJob, JobForm, JobUpdate } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  type Database,
  deleteJob,
  findJobForUpdate,
  hasJobApplications,
  insertJob,
  type JobRow,
  listAllJobs,
  updateJob,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { recordChange } from '../audit/audit.service.ts';
import { refuseStaleEdit } from '../edit-version.ts';
import { toJob } from './jobs.mapper.ts';

// spec: chat-news-admin §2 (Job Postings) and §7; every change commits with its audit row.

/** A posting as the admin reads it: the public shape plus its edit version. */
function toAdminJob(row: JobRow): AdminJob {
  return { ...toJob(row), version: row.version };
}

export async function listJobs(db: Kysely<Database>): Promise<AdminJob[]> {
  return (await listAllJobs(db)).map(toAdminJob);
}

export function createJobAudited(
  db: Kysely<Database>,
  adminUserId: string,
  form: JobForm,
): Promise<AdminJob> {
  return db.transaction().execute(async (trx) => {
    const job = toAdminJob(await insertJob(trx, form));
    await recordChange(trx, {
      adminUserId,
      action: 'create',
      entityType: 'job',
      entityId: job.id,
      before: null,
      after: job,
    });
    return job;
  });
}

export function updateJobAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  { version, ...form }: JobUpdate,
): Promise<AdminJob> {
  return db.transaction().execute(async (trx) => {
    const existing = await findJobForUpdate(trx, id);
    if (!existing) {
      throw new AppError('JOB_NOT_FOUND');
    }
    refuseStaleEdit(existing.version, version, () => toAdminJob(existing));
    const job = toAdminJob(await updateJob(trx, existing.id, form));
    await recordChange(trx, {
      adminUserId,
      action: 'update',
      entityType: 'job',
      entityId: job.id,
      before: toAdminJob(existing),
      after: job,
    });
    return job;
  });
}

/**
 * Applications keep their job (the reference restricts deletion), so a posting with
 * applications is refused with a message the delete alert can show (spec §8).
 */
export function deleteJobAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const existing = await findJobForUpdate(trx, id);
    if (!existing) {
      throw new AppError('JOB_NOT_FOUND');
    }
    if (await hasJobApplications(trx, existing.id)) {
      throw new AppError('JOB_HAS_APPLICATIONS');
    }
    await deleteJob(trx, existing.id);
    await recordChange(trx, {
      adminUserId,
      action: 'delete',
      entityType: 'job',
      entityId: existing.id,
      before: toAdminJob(existing),
      after: null,
    });
  });
}
