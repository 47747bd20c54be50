import { sanitizeFileName } from '@phi/contracts';
import { type Database, findStoredFileById } from '@phi/db';
import type { Kysely } from 'kysely';
import type { FileStore, StoredFileContent } from './file-store.ts';

export interface StoredFileDownload extends StoredFileContent {
  mimeType: string;
  contentDisposition: string;
}

/**
 * `attachment` with the stored, sanitised name. The name is sanitised again here (it is plain
 * ASCII then) so no stored value can break out of the quoted header parameter; filename* is
 * the RFC 8187 form for clients that prefer it.
 */
export function attachmentHeader(storedName: string): string {
  const { sanitizedName } = sanitizeFileName(storedName);
  return `attachment; filename="${sanitizedName}"; filename*=UTF-8''${encodeURIComponent(sanitizedName)}`;
}

/**
 * A stored file with what a download needs, or null when the record or its bytes are missing
 * (a restore without the files directory leaves records whose files are gone).
 */
export async function openStoredFile(
  db: Kysely<Database>,
  store: FileStore,
  id: string,
): Promise<StoredFileDownload | null> {
  const row = await findStoredFileById(db, id);
  const content = row ? await store.open(row.storageKey) : null;
  if (!row || !content) {
    return null;
  }
  return {
    ...content,
    mimeType: row.mimeType,
    contentDisposition: attachmentHeader(row.sanitizedName),
  };
}
