import { voicebotIdleDays } from '@phi/contracts';
import { type Database, deleteVoicebotRows, listIdleVoicebotIds } from '@phi/db';
import type { Kysely } from 'kysely';
import type { FileStore } from './file-store.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes a builder bot with everything it holds: rows first in one transaction (owner, index
 * runs, profile, documents and chunks, stored files), then the files' bytes. A crash between
 * the two leaves files without rows, which sweepFiles removes a day later. False when the bot
 * does not exist (or, with `onlyIfIdleBefore`, was used since).
 */
export async function deleteVoicebotWithFiles(
  db: Kysely<Database>,
  store: FileStore,
  voicebotId: string,
  options: { onlyIfIdleBefore?: Date } = {},
): Promise<boolean> {
  const storageKeys = await deleteVoicebotRows(db, voicebotId, options);
  if (storageKeys === null) {
    return false;
  }
  for (const key of storageKeys) {
    await store.remove(key);
  }
  return true;
}

export interface VoicebotSweepOptions {
  db: Kysely<Database>;
  store: FileStore;
  now?: Date;
  idleDays?: number;
  batchSize?: number;
}

/**
 * Housekeeping (docs/architecture.md#voice): builder bots with no upload, index, question or
 * voice token for `idleDays` (30) are deleted with their files and knowledge. Answers how many.
 */
export async function sweepIdleVoicebots(options: VoicebotSweepOptions): Promise<number> {
  const { db, store } = options;
  const batchSize = options.batchSize ?? 100;
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - (options.idleDays ?? voicebotIdleDays) * dayMs,
  );
  let deleted = 0;
  for (;;) {
    const ids = await listIdleVoicebotIds(db, cutoff, batchSize);
    let deletedInBatch = 0;
    for (const id of ids) {
      if (await deleteVoicebotWithFiles(db, store, id, { onlyIfIdleBefore: cutoff })) {
        deletedInBatch += 1;
      }
    }
    deleted += deletedInBatch;
    // A batch where nothing could be deleted (all used meanwhile) would come back unchanged.
    if (ids.length < batchSize || deletedInBatch === 0) {
      return deleted;
    }
  }
}
