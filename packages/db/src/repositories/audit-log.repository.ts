import type { Kysely } from 'kysely';
import type { AuditLogRow, Database, NewAuditLogEntry } from '../schema.ts';

/** One audit row; pass the transaction that makes the change it records. */
export async function insertAuditEntry(
  trx: Kysely<Database>,
  values: NewAuditLogEntry,
): Promise<void> {
  await trx.insertInto('auditLog').values(values).execute();
}

/** The trail of one record, oldest first. */
export function listAuditEntriesFor(
  db: Kysely<Database>,
  entityType: string,
  entityId: string,
): Promise<AuditLogRow[]> {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityType', '=', entityType)
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
