import {
  type AdminApplication,
  type ApplicationExportQuery,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationUpdate,
  unassignedFilterValue,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import { generalApplicationMessages } from '@phi/contracts/messages';
import {
  type ApplicationListFilter,
  type Database,
  findJobApplicationForUpdate,
  listJobApplications,
  updateJobApplication,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { recordChange } from '../audit/audit.service.ts';
import { refuseStaleEdit } from '../edit-version.ts';
import { toPageAnswer, toPageRequest } from '../list-paging.ts';
import { toAdminApplication } from './applications.mapper.ts';

export function toApplicationListFilter(query: ApplicationExportQuery): ApplicationListFilter {
  const { status, priority, assignedTo, rating, search, startDate, endDate } = query;
  return {
    status,
    priority,
    assignedTo: assignedTo === unassignedFilterValue ? null : assignedTo,
    rating,
    search,
    startDate,
    endDate,
    generalTitle: generalApplicationMessages.title,
  };
}

// spec: chat-news-admin §7 (GET /api/admin/applications: applications, total, totalPages)
export async function listApplicationsPage(
  db: Kysely<Database>,
  query: ApplicationListQuery,
): Promise<ApplicationListResponse> {
  const result = await listJobApplications(
    db,
    toApplicationListFilter(query),
    toPageRequest(query),
  );
  return { applications: result.rows.map(toAdminApplication), ...toPageAnswer(query, result) };
}

// spec: chat-news-admin §7 (PUT /api/admin/applications/{id}); change and audit row together;
// a save from an older copy is refused with the current application (edit-version.ts)
export function updateApplicationAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  { version, ...update }: ApplicationUpdate,
): Promise<AdminApplication> {
  return db.transaction().execute(async (trx) => {
    const existing = await findJobApplicationForUpdate(trx, id);
    if (!existing) {
      throw new AppError('APPLICATION_NOT_FOUND');
    }
    const before = toAdminApplication(existing);
    refuseStaleEdit(existing.version, version, () => before);
    const updated = await updateJobApplication(trx, existing.id, update);
    const after = toAdminApplication({ ...updated, jobTitle: existing.jobTitle });
    await recordChange(trx, {
      adminUserId,
      action: 'update',
      entityType: 'job_application',
      entityId: existing.id,
      before,
      after,
    });
    return after;
  });
}
