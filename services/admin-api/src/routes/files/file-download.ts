import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { sanitizeFileName } from '@phi/contracts';
import { AppError } from '@phi/contracts/errors';
import { type Database, findStoredFileById } from '@phi/db';
import type { Kysely } from 'kysely';

export interface FileDownload {
  stream: ReadStream;
  sizeBytes: number;
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

/** Where a storage key lives, refused unless it stays inside the files directory. */
export function resolveStoragePath(filesDir: string, storageKey: string): string | null {
  const root = resolve(filesDir);
  const path = resolve(root, storageKey);
  return path.startsWith(`${root}${sep}`) ? path : null;
}

// ARCHITECTURE.md departure 2: resumes are served only here, behind the admin bearer token.
export async function openStoredFile(
  db: Kysely<Database>,
  filesDir: string,
  id: string,
): Promise<FileDownload> {
  const row = await findStoredFileById(db, id);
  const path = row ? resolveStoragePath(filesDir, row.storageKey) : null;
  if (!row || !path) {
    throw new AppError('FILE_NOT_FOUND');
  }
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) {
    // The record outlived its file (a restore without the files directory): still a 404.
    throw new AppError('FILE_NOT_FOUND');
  }
  return {
    stream: createReadStream(path),
    sizeBytes: info.size,
    mimeType: row.mimeType,
    contentDisposition: attachmentHeader(row.sanitizedName),
  };
}
