import { contactCsvColumns, formatDisplayDate } from '@phi/contracts';
import type { AdminContact } from '@phi/contracts/admin';
import { buildCsv } from '../../lib/csv-export.ts';

// spec: chat-news-admin §7, the contacts export: the rows shown, in the spec's columns. Enum
// cells keep their stored values so a re-import or a filter in a spreadsheet matches the API.
export function buildContactsCsv(contacts: readonly AdminContact[]): string {
  return buildCsv(
    contactCsvColumns,
    contacts.map((contact) => [
      contact.name,
      contact.email,
      contact.company ?? '',
      contact.status,
      contact.priority,
      contact.source,
      contact.assignedTo ?? '',
      formatDisplayDate(contact.createdAt),
      contact.lastContactedAt ? formatDisplayDate(contact.lastContactedAt) : '',
      contact.notes ?? '',
    ]),
  );
}
