import { applicationCsvColumns, formatDisplayDate } from '@phi/contracts';
import { type AdminApplication, readPersonalInfo } from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { buildCsv } from '../../lib/csv-export.ts';

// spec: chat-news-admin §7, the applications export: the rows shown, in the spec's columns
export function buildApplicationsCsv(applications: readonly AdminApplication[]): string {
  return buildCsv(
    applicationCsvColumns,
    applications.map((application) => {
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
    }),
  );
}
