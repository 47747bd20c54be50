import type { Kysely } from 'kysely';
import type {
  Database,
  StoredFileRow,
  VoicebotIndexRunRow,
  VoicebotIndexRunState,
  VoicebotOwnerRow,
  VoicebotProfileRow,
} from '../schema.ts';

// The voice bot builder's bots (docs/architecture.md#voice): the owner row, the files the bot
// claimed (stored_files.used_by = its id), its knowledge collection (named by its id), its
// profile and its index runs.

/** Creates the owner row; false when the id is already taken. */
export async function insertVoicebotOwner(
  db: Kysely<Database>,
  values: { voicebotId: string; ownerKeyHash: string },
): Promise<boolean> {
  const row = await db
    .insertInto('voicebotOwners')
    .values(values)
    .onConflict((conflict) => conflict.column('voicebotId').doNothing())
    .returning('voicebotId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findVoicebotOwner(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotOwnerRow | undefined> {
  return db
    .selectFrom('voicebotOwners')
    .selectAll()
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirst();
}

/** Locks the owner row until the transaction ends: uploads to one bot take turns on its caps. */
export async function lockVoicebotOwner(
  trx: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotOwnerRow | undefined> {
  return trx
    .selectFrom('voicebotOwners')
    .selectAll()
    .where('voicebotId', '=', voicebotId)
    .forUpdate()
    .executeTakeFirst();
}

export async function touchVoicebotOwner(
  db: Kysely<Database>,
  voicebotId: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('voicebotOwners')
    .set({ lastUsedAt: at })
    .where('voicebotId', '=', voicebotId)
    .execute();
}

/** The bot's uploaded files, oldest first. */
export async function listVoicebotFiles(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<StoredFileRow[]> {
  return db
    .selectFrom('storedFiles')
    .selectAll()
    .where('purpose', '=', 'knowledge')
    .where('usedBy', '=', voicebotId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function countVoicebotChunks(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<number> {
  const row = await db
    .selectFrom('knowledgeChunks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('collection', '=', voicebotId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Chunks per stored file of the bot (documents made from uploads). */
export async function countVoicebotChunksByFile(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('knowledgeDocuments as d')
    .innerJoin('knowledgeChunks as c', 'c.documentId', 'd.id')
    .select(['d.storedFileId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('d.collection', '=', voicebotId)
    .where('d.storedFileId', 'is not', null)
    .groupBy('d.storedFileId')
    .execute();
  return new Map(rows.map((row) => [row.storedFileId ?? '', Number(row.count)]));
}

export interface VoicebotProfileInput {
  voicebotId: string;
  companyName: string;
  description: string | null;
  configuration: Record<string, string | null>;
}

export async function upsertVoicebotProfile(
  db: Kysely<Database>,
  input: VoicebotProfileInput,
): Promise<void> {
  const values = {
    voicebotId: input.voicebotId,
    companyName: input.companyName,
    description: input.description,
    configuration: JSON.stringify(input.configuration),
    updatedAt: new Date(),
  };
  await db
    .insertInto('voicebotProfiles')
    .values(values)
    .onConflict((conflict) => conflict.column('voicebotId').doUpdateSet(values))
    .execute();
}

export async function findVoicebotProfile(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotProfileRow | undefined> {
  return db
    .selectFrom('voicebotProfiles')
    .selectAll()
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirst();
}

export async function insertVoicebotIndexRun(
  db: Kysely<Database>,
  values: { voicebotId: string; documentsTotal: number },
): Promise<VoicebotIndexRunRow> {
  return db.insertInto('voicebotIndexRuns').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findVoicebotIndexRun(
  db: Kysely<Database>,
  runId: string,
): Promise<VoicebotIndexRunRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) {
    return undefined;
  }
  return db
    .selectFrom('voicebotIndexRuns')
    .selectAll()
    .where('id', '=', runId.toLowerCase())
    .executeTakeFirst();
}

export async function findLatestVoicebotIndexRun(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotIndexRunRow | undefined> {
  return db
    .selectFrom('voicebotIndexRuns')
    .selectAll()
    .where('voicebotId', '=', voicebotId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface VoicebotIndexRunUpdate {
  state?: VoicebotIndexRunState;
  documentsTotal?: number;
  documentsProcessed?: number;
  filesCount?: number;
  chunksCount?: number;
  skipped?: { file_name: string; error: string }[];
  error?: string | null;
}

export async function updateVoicebotIndexRun(
  db: Kysely<Database>,
  runId: string,
  update: VoicebotIndexRunUpdate,
): Promise<void> {
  const { skipped, ...rest } = update;
  await db
    .updateTable('voicebotIndexRuns')
    .set({
      ...rest,
      ...(skipped ? { skipped: JSON.stringify(skipped) } : {}),
      updatedAt: new Date(),
    })
    .where('id', '=', runId)
    .execute();
}

/** Bots with no use since `before`, oldest first. */
export async function listIdleVoicebotIds(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('voicebotOwners')
    .select('voicebotId')
    .where('lastUsedAt', '<', before)
    .orderBy('lastUsedAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.voicebotId);
}

/**
 * Deletes a bot's rows in one transaction (owner and index runs, profile, documents and chunks
 * with the collection's statistics, stored files) and answers the storage keys of its files,
 * for the caller to remove from the file store. `onlyIfIdleBefore` makes the deletion
 * conditional on the bot still being idle (a use racing the sweep keeps the bot).
 */
export async function deleteVoicebotRows(
  db: Kysely<Database>,
  voicebotId: string,
  options: { onlyIfIdleBefore?: Date } = {},
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const owner = await lockVoicebotOwner(trx, voicebotId);
    if (!owner) {
      return null;
    }
    if (options.onlyIfIdleBefore && owner.lastUsedAt >= options.onlyIfIdleBefore) {
      return null;
    }
    await trx.deleteFrom('knowledgeDocuments').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeTerms').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeLexemes').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeCollections').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('voicebotProfiles').where('voicebotId', '=', voicebotId).execute();
    const files = await trx
      .deleteFrom('storedFiles')
      .where('purpose', '=', 'knowledge')
      .where('usedBy', '=', voicebotId)
      .returning('storageKey')
      .execute();
    await trx.deleteFrom('voicebotOwners').where('voicebotId', '=', voicebotId).execute();
    return files.map((file) => file.storageKey);
  });
}

/** Removes what an index run wrote after its bot was deleted under it; false if the bot exists. */
export async function deleteOrphanedVoicebotKnowledge(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await lockVoicebotOwner(trx, voicebotId)) {
      return false;
    }
    await trx.deleteFrom('knowledgeDocuments').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeTerms').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeLexemes').where('collection', '=', voicebotId).execute();
    await trx.deleteFrom('knowledgeCollections').where('collection', '=', voicebotId).execute();
    return true;
  });
}
