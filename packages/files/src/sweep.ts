import { type Database, deleteUnclaimedStoredFiles, findKnownStorageKeys } from '@phi/db';
import type { Kysely } from 'kysely';
import { type FileStore, isPartialFileName } from './file-store.ts';

/** An upload no record claimed within a day is abandoned (a visitor who never submitted). */
export const unclaimedFileMaxAgeMs = 24 * 60 * 60 * 1000;

export interface FileSweepResult {
  /** stored_files rows never claimed, deleted with their files. */
  unclaimed: number;
  /** Temporary files of uploads that never finished (a crash or a cut connection mid-write). */
  partial: number;
  /** Kept files with no stored_files row (a crash between keeping the file and its row). */
  orphaned: number;
}

export interface FileSweepOptions {
  db: Kysely<Database>;
  store: FileStore;
  now?: Date;
  maxAgeMs?: number;
  batchSize?: number;
}

/**
 * Housekeeping of the private file store: everything older than `maxAgeMs` that no record
 * uses goes, rows and bytes alike. Younger files are left alone, so an upload in progress or
 * one waiting for its application is never touched.
 */
export async function sweepFiles(options: FileSweepOptions): Promise<FileSweepResult> {
  const { db, store } = options;
  const batchSize = options.batchSize ?? 500;
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? unclaimedFileMaxAgeMs),
  );
  const result: FileSweepResult = { unclaimed: 0, partial: 0, orphaned: 0 };

  for (;;) {
    const keys = await deleteUnclaimedStoredFiles(db, cutoff, batchSize);
    for (const key of keys) {
      await store.remove(key);
    }
    result.unclaimed += keys.length;
    if (keys.length < batchSize) {
      break;
    }
  }

  const stale = (await store.list()).filter((entry) => entry.modifiedAt < cutoff);
  const kept: string[] = [];
  for (const entry of stale) {
    if (isPartialFileName(entry.name)) {
      await store.remove(entry.name);
      result.partial += 1;
    } else {
      kept.push(entry.name);
    }
  }
  for (let start = 0; start < kept.length; start += batchSize) {
    const batch = kept.slice(start, start + batchSize);
    const known = await findKnownStorageKeys(db, batch);
    for (const name of batch.filter((key) => !known.has(key))) {
      await store.remove(name);
      result.orphaned += 1;
    }
  }
  return result;
}
