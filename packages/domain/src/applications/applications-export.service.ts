import { applicationCsvColumns, csvByteOrderMark, csvNewline, toCsvLine } from '@phi/contracts';
import { type ApplicationExportQuery, toApplicationCsvCells } from '@phi/contracts/admin';
import { type Database, streamJobApplications } from '@phi/db';
import type { Kysely } from 'kysely';
import { toApplicationListFilter } from './application-admin.service.ts';
import { toAdminApplication } from './applications.mapper.ts';

/**
 * Ours: "Export all matching" (GET /api/admin/applications/export), the CSV of every
 * application the list's filters match, as text chunks to stream: the spec's columns and the
 * escaping of the admin app's export of the rows shown (spec: chat-news-admin §7).
 */
export async function* exportApplicationsCsv(
  db: Kysely<Database>,
  query: ApplicationExportQuery,
): AsyncGenerator<string> {
  yield `${csvByteOrderMark}${toCsvLine(applicationCsvColumns)}${csvNewline}`;
  for await (const rows of streamJobApplications(db, toApplicationListFilter(query))) {
    yield rows
      .map((row) => `${toCsvLine(toApplicationCsvCells(toAdminApplication(row)))}${csvNewline}`)
      .join('');
  }
}
