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
