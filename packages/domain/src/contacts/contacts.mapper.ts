import type { AdminContact } from '@phi/contracts/admin';
import type { ContactRow } from '@phi/db';

export function toAdminContact(row: ContactRow): AdminContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    service: row.service,
    message: row.message,
    status: row.status,
    priority: row.priority,
    source: row.source,
    notes: row.notes,
    assignedTo: row.assignedTo,
    responseTimeHours: row.responseTimeHours,
    lastContactedAt: row.lastContactedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    spamReason: row.spamReason,
    version: row.version,
  };
}
