import {
  type AdminContact,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactListResponse,
  type ContactUpdate,
  unassignedFilterValue,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  type ContactListFilter,
  type Database,
  findContactForUpdate,
  listContacts,
  updateContact,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { recordChange } from '../audit/audit.service.ts';
import { refuseStaleEdit } from '../edit-version.ts';
import { toPageAnswer, toPageRequest } from '../list-paging.ts';
import { toAdminContact } from './contacts.mapper.ts';

export function toContactListFilter(query: ContactExportQuery): ContactListFilter {
  const { status, priority, source, assignedTo, search, startDate, endDate, view } = query;
  return {
    isSuspectedSpam: view === 'spam',
    status,
    priority,
    source,
    assignedTo: assignedTo === unassignedFilterValue ? null : assignedTo,
    search,
    startDate,
    endDate,
  };
}

// spec: chat-news-admin §7 (GET /api/admin/contacts: contacts, total, totalPages)
export async function listContactsPage(
  db: Kysely<Database>,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  const result = await listContacts(db, toContactListFilter(query), toPageRequest(query));
  return { contacts: result.rows.map(toAdminContact), ...toPageAnswer(query, result) };
}

/**
 * Locks the contact, applies the change `decide` returns (none: answered unchanged) and writes
 * its audit row, all in one transaction.
 */
type ContactRow = NonNullable<Awaited<ReturnType<typeof findContactForUpdate>>>;
type ContactChange = Parameters<typeof updateContact>[2];

function changeContactAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  decide: (existing: ContactRow) => ContactChange | null,
): Promise<AdminContact> {
  return db.transaction().execute(async (trx) => {
    const existing = await findContactForUpdate(trx, id);
    if (!existing) {
      throw new AppError('CONTACT_NOT_FOUND');
    }
    const change = decide(existing);
    if (change === null) {
      return toAdminContact(existing);
    }
    const after = toAdminContact(await updateContact(trx, existing.id, change));
    await recordChange(trx, {
      adminUserId,
      action: 'update',
      entityType: 'contact',
      entityId: existing.id,
      before: toAdminContact(existing),
      after,
    });
    return after;
  });
}

// spec: chat-news-admin §7 (PUT /api/admin/contacts/{id}); the change and its audit row commit
// together. A save from an older copy is refused with the current contact (edit-version.ts).
export function updateContactAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  { version, ...update }: ContactUpdate,
): Promise<AdminContact> {
  return changeContactAudited(db, adminUserId, id, (existing) => {
    refuseStaleEdit(existing.version, version, () => toAdminContact(existing));
    return update;
  });
}

/**
 * "Not spam": a suspected spam contact joins the inbox (docs/architecture.md#departures),
 * audited like every admin change. A contact that is not suspected spam is answered unchanged.
 */
export function markContactNotSpamAudited(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
): Promise<AdminContact> {
  return changeContactAudited(db, adminUserId, id, (existing) =>
    existing.spamReason === null ? null : { spamReason: null },
  );
}
