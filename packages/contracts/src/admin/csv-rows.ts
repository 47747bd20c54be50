import { z } from 'zod';
import { applicationCsvColumns, contactCsvColumns } from '../constants.ts';
import { buildCsv } from '../csv.ts';
import { adminApplicationMessages } from '../messages/admin.ts';
import { formatDisplayDate } from '../news-format.ts';
import { readPersonalInfo } from './application-fields.ts';
import type { AdminApplication } from './applications.ts';
import type { AdminContact } from './contacts.ts';

// spec: chat-news-admin §7, the CSV columns of each list, for the admin app's export of the rows
// shown and the admin API's export of every matching row alike. Enum cells keep their stored
// values so a re-import or a filter in a spreadsheet matches the API.

export function toContactCsvCells(contact: AdminContact): string[] {
  return [
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
  ];
}

export function toApplicationCsvCells(application: AdminApplication): string[] {
  const person = readPersonalInfo(application.personalInfo);
  return [
    person?.name || adminApplicationMessages.notAvailable,
    person?.email || adminApplicationMessages.notAvailable,
    application.jobTitle,
    application.status,
    application.priority,
    String(application.rating),
    application.assignedTo ?? '',
    formatDisplayDate(application.createdAt),
    application.interviewDate ? formatDisplayDate(application.interviewDate) : '',
    application.notes ?? '',
  ];
}

export function buildContactsCsv(contacts: readonly AdminContact[]): string {
  return buildCsv(contactCsvColumns, contacts.map(toContactCsvCells));
}

export function buildApplicationsCsv(applications: readonly AdminApplication[]): string {
  return buildCsv(applicationCsvColumns, applications.map(toApplicationCsvCells));
}

// The answer of the "Export all matching" routes: a stream, which Fastify sends as is (no
// serializer runs on it).
export const csvExportBodySchema = z
  .unknown()
  .describe('CSV (text/csv, UTF-8 with a byte order mark) in the list columns');
