import { type Kysely, sql } from 'kysely';
import type { JsonValue } from '../schema/column-types.ts';
import type { Database } from '../schema.ts';

export interface AuditLogFilter {
  entityType?: string | undefined;
  /** An admin user id: rows by them, and rows about their account (sign-ins, changes to it). */
  person?: string | undefined;
}

/** Where the previous page stopped: the last row's creation time (ISO, microseconds) and id. */
export interface AuditLogCursor {
  at: string;
  id: string;
}

export interface AuditLogListRow {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: JsonValue | null;
  after: JsonValue | null;
  /** created_at as ISO text in UTC with its microseconds: exact as a cursor, readable as a date. */
  createdAtText: string;
  actorId: string | null;
  actorUsername: string | null;
  /** The username of the account an admin_user row is about. */
  subjectUsername: string | null;
}

/**
 * One page of the audit log, newest first, after the cursor (keyset on creation time and id,
 * served by audit_log_created_at_idx). Reads one row more than asked so the caller knows
 * whether an older page exists.
 */
export function listAuditLogPage(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  cursor: AuditLogCursor | undefined,
  limit: number,
): Promise<AuditLogListRow[]> {
  let query = db
    .selectFrom('auditLog')
    .leftJoin('adminUsers as actor', 'actor.id', 'auditLog.adminUserId')
    .leftJoin('adminUsers as subject', (join) =>
      join
        .onRef('subject.id', '=', 'auditLog.entityId')
        .on('auditLog.entityType', '=', 'admin_user'),
    )
    .select([
      'auditLog.id',
      'auditLog.action',
      'auditLog.entityType',
      'auditLog.entityId',
      'auditLog.before',
      'auditLog.after',
      'actor.id as actorId',
      'actor.username as actorUsername',
      'subject.username as subjectUsername',
      sql<string>`to_char(audit_log.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'createdAtText',
      ),
    ]);
  if (filter.entityType) {
    query = query.where('auditLog.entityType', '=', filter.entityType);
  }
  const person = filter.person;
  if (person) {
    query = query.where((eb) =>
      eb.or([
        eb('auditLog.adminUserId', '=', person),
        eb.and([
          eb('auditLog.entityType', '=', 'admin_user'),
          eb('auditLog.entityId', '=', person),
        ]),
      ]),
    );
  }
  if (cursor) {
    query = query.where(
      sql<boolean>`(audit_log.created_at, audit_log.id) < (${cursor.at}::timestamptz, ${cursor.id})`,
    );
  }
  return query
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(limit + 1)
    .execute();
}
