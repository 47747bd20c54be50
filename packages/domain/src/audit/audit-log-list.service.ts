import type {
  AuditFieldChange,
  AuditLogEntry,
  AuditLogQuery,
  AuditLogResponse,
} from '@phi/contracts/admin';
import { keysetPage } from '@phi/contracts/admin';
import { type AuditLogListRow, type Database, listAuditLogPage } from '@phi/db';
import type { Kysely } from 'kysely';

type Snapshot = Record<string, unknown>;

// Bookkeeping every save changes: listing it would bury the fields staff changed.
const unlistedFields = new Set(['id', 'version', 'updatedAt']);

const asSnapshot = (value: unknown): Snapshot | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : null;

/** A stored value as the page shows it: text as is, lists joined, anything else as JSON. */
export function toAuditText(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

/** Each field whose value differs between the two snapshots (either may be absent). */
export function diffSnapshots(before: unknown, after: unknown): AuditFieldChange[] {
  const from = asSnapshot(before) ?? {};
  const to = asSnapshot(after) ?? {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !unlistedFields.has(field))
    .map((field) => ({ field, before: toAuditText(from[field]), after: toAuditText(to[field]) }))
    .filter((change) => change.before !== change.after);
}

function applicantName(personalInfo: unknown): string | null {
  if (typeof personalInfo !== 'string') {
    return null;
  }
  try {
    const info = asSnapshot(JSON.parse(personalInfo));
    const full = [info?.firstName, info?.lastName].filter((part) => typeof part === 'string');
    if (typeof info?.name === 'string') {
      return info.name;
    }
    return full.length > 0 ? full.join(' ') : null;
  } catch {
    return null;
  }
}

/** The record by name, from the account it is about or from its snapshot. */
export function describeSubject(row: AuditLogListRow): string | null {
  if (row.subjectUsername) {
    return row.subjectUsername;
  }
  const snapshot = asSnapshot(row.after) ?? asSnapshot(row.before);
  if (!snapshot) {
    return null;
  }
  for (const key of ['name', 'title', 'username'] as const) {
    const value = snapshot[key];
    if (typeof value === 'string' && value !== '') {
      return value;
    }
  }
  return applicantName(snapshot.personalInfo);
}

function toAuditLogEntry(row: AuditLogListRow): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAtText,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor:
      row.actorId !== null && row.actorUsername !== null
        ? { id: row.actorId, username: row.actorUsername }
        : null,
    subject: describeSubject(row),
    changes: diffSnapshots(row.before, row.after),
  };
}

/** One page of the audit log, newest first, and the cursor of the next (older) page. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: AuditLogQuery,
): Promise<AuditLogResponse> {
  const rows = await listAuditLogPage(
    db,
    { entityType: query.entityType, person: query.person },
    query.after,
    query.limit,
  );
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    at: row.createdAtText,
    id: row.id,
  }));
  return { entries: page.map(toAuditLogEntry), nextCursor };
}
