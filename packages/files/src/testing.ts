import { utimes } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type Database, insertStoredFile } from '@phi/db';
import type { Kysely } from 'kysely';
import type { FileStore } from './file-store.ts';

/**
 * For tests: a resume upload as public-api stores it (bytes kept under a generated id, then its
 * stored_files row), dated `createdAt` in the row and on disk so the sweep's age rule applies.
 */
export async function storeTestUpload(
  db: Kysely<Database>,
  store: FileStore,
  createdAt: Date,
): Promise<string> {
  const pending = await store.writeTemporary(Readable.from([Buffer.from('%PDF-1.7 resume')]));
  const id = await store.keep(pending);
  await insertStoredFile(db, {
    id,
    purpose: 'resume',
    originalName: 'cv.pdf',
    sanitizedName: 'cv.pdf',
    mimeType: 'application/pdf',
    sizeBytes: pending.sizeBytes,
    sha256: pending.sha256,
    storageKey: id,
    createdAt,
  });
  await utimes(`${store.filesDir}/${id}`, createdAt, createdAt);
  return id;
}
