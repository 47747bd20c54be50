import type { Kysely } from 'kysely';
import type { Database, NewStoredFile, StoredFileRow } from '../schema.ts';
import { isUuid } from '../uuid.ts';

export async function insertStoredFile(
  db: Kysely<Database>,
  values: NewStoredFile,
): Promise<StoredFileRow> {
  return db.insertInto('storedFiles').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * One stored file, locked until the transaction ends so that two requests claiming the same
 * upload run one after the other (the second sees the first one's claim).
 */
export async function findStoredFileForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<StoredFileRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return trx
    .selectFrom('storedFiles')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

/** Marks an unclaimed upload as used by a record; false when it was already claimed. */
export async function claimStoredFile(
  db: Kysely<Database>,
  id: string,
  usedBy: string,
): Promise<boolean> {
  const result = await db
    .updateTable('storedFiles')
    .set({ usedAt: new Date(), usedBy })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findStoredFileById(
  db: Kysely<Database>,
  id: string,
): Promise<StoredFileRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return db
    .selectFrom('storedFiles')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
}

/**
 * Deletes uploads that no record claimed before `createdBefore` and returns their storage
 * keys. One statement: a claim racing the sweep either lands first (the row is kept) or finds
 * the row gone.
 */
export async function deleteUnclaimedStoredFiles(
  db: Kysely<Database>,
  createdBefore: Date,
  limit: number,
): Promise<string[]> {
  // A claim committing meanwhile must win: the subquery skips rows a claim holds, and the
  // conditions stand on the deleted row itself too, because PostgreSQL re-checks those (not
  // the subquery's) against a row version committed while the delete waited for it.
  const rows = await db
    .deleteFrom('storedFiles')
    .where(
      'id',
      'in',
      db
        .selectFrom('storedFiles')
        .select('id')
        .where('usedAt', 'is', null)
        .where('createdAt', '<', createdBefore)
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('usedAt', 'is', null)
    .where('createdAt', '<', createdBefore)
    .returning('storageKey')
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Which of `storageKeys` have a stored_files row. */
export async function findKnownStorageKeys(
  db: Kysely<Database>,
  storageKeys: string[],
): Promise<Set<string>> {
  if (storageKeys.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('storedFiles')
    .select('storageKey')
    .where('storageKey', 'in', storageKeys)
    .execute();
  return new Set(rows.map((row) => row.storageKey));
}
