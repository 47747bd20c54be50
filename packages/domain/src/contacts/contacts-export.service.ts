import { contactCsvColumns, csvByteOrderMark, csvNewline, toCsvLine } from '@phi/contracts';
import { type ContactExportQuery, toContactCsvCells } from '@phi/contracts/admin';
import { type Database, streamContacts } from '@phi/db';
import type { Kysely } from 'kysely';
import { toContactListFilter } from './contact-admin.service.ts';
import { toAdminContact } from './contacts.mapper.ts';

/**
 * Ours: "Export all matching" (GET /api/admin/contacts/export), the CSV of every contact the
 * list's filters match, as text chunks to stream: the spec's columns and the escaping of the
 * admin app's export of the rows shown (spec: chat-news-admin §7), read in batches.
 */
export async function* exportContactsCsv(
  db: Kysely<Database>,
  query: ContactExportQuery,
): AsyncGenerator<string> {
  yield `${csvByteOrderMark}${toCsvLine(contactCsvColumns)}${csvNewline}`;
  for await (const rows of streamContacts(db, toContactListFilter(query))) {
    yield rows
      .map((row) => `${toCsvLine(toContactCsvCells(toAdminContact(row)))}${csvNewline}`)
      .join('');
  }
}
