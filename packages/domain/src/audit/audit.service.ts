import type { Database } from '@phi/db';
import { insertAuditEntry } from '@phi/db';
import type { Kysely } from 'kysely';

export const auditActions = [
  'create',
  'update',
  'delete',
  'disable',
  'enable',
  'change_password',
  // Settings' account security (docs/architecture.md#security).
  'reset_password',
  'change_email',
  'enable_totp',
  'disable_totp',
  'sign_out_everywhere',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntityTypes = [
  'contact',
  'job_application',
  'job',
  'admin_user',
  'news_source',
  'news_article',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export interface AuditChange {
  /** The signed-in admin who made the change. */
  adminUserId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** Contract-shaped snapshots (never rows: a row could carry a password hash). */
  before: object | null;
  after: object | null;
}

/**
 * Writes the audit row. Call it with the transaction that makes the change, so the change and
 * its record commit or roll back together (who, what, before and after:
 * docs/architecture.md#data-model).
 */
export async function recordChange(trx: Kysely<Database>, change: AuditChange): Promise<void> {
  await insertAuditEntry(trx, {
    adminUserId: change.adminUserId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
  });
}

export type SignInOutcome = 'sign_in' | 'sign_in_failed' | 'sign_in_throttled';

export interface SignInEvent {
  outcome: SignInOutcome;
  /** The account the submitted name belongs to; null for a name no account has. */
  adminUserId: string | null;
  /** The client's address as the service saw it. */
  address: string;
}

/**
 * One row per sign-in attempt: success, failure or throttled. The submitted name of an unknown
 * account is not kept (a password typed into the name field would land in the log).
 */
export async function recordSignInEvent(db: Kysely<Database>, event: SignInEvent): Promise<void> {
  await insertAuditEntry(db, {
    adminUserId: event.outcome === 'sign_in' ? event.adminUserId : null,
    action: event.outcome,
    entityType: 'admin_user',
    entityId: event.adminUserId,
    before: null,
    after: JSON.stringify({ address: event.address }),
  });
}
