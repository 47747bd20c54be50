import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  insertStoredFile,
  insertVoicebotIndexRun,
  insertVoicebotOwner,
  touchVoicebotOwner,
  upsertVoicebotProfile,
} from '@phi/db';
import { createTestDatabase, type TestDatabase, truncateAllTables } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore, type FileStore } from '../src/file-store.ts';
import { deleteVoicebotWithFiles, sweepIdleVoicebots } from '../src/voicebot-sweep.ts';

const day = 24 * 60 * 60 * 1000;
let testDb: TestDatabase;
let filesDir: string;
let store: FileStore;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});
beforeEach(async () => {
  await truncateAllTables(testDb.db);
  filesDir = await mkdtemp(join(tmpdir(), 'phi-voicebot-sweep-'));
  store = createFileStore(filesDir);
  await store.ensureDirectory();
  return () => rm(filesDir, { recursive: true, force: true });
});

/** A builder bot with one kept file, its profile, a run and a document with a chunk. */
async function createBot(voicebotId: string, lastUsedAt: Date): Promise<string> {
  await insertVoicebotOwner(testDb.db, { voicebotId, ownerKeyHash: 'a'.repeat(64) });
  const pending = await store.writeTemporary(
    Readable.from([Buffer.from(`notes of ${voicebotId}`)]),
  );
  await store.keep(pending);
  await insertStoredFile(testDb.db, {
    id: pending.id,
    purpose: 'knowledge',
    originalName: 'notes.txt',
    sanitizedName: 'notes.txt',
    mimeType: 'text/plain',
    sizeBytes: pending.sizeBytes,
    sha256: pending.sha256,
    storageKey: pending.id,
    usedAt: new Date(),
    usedBy: voicebotId,
  });
  await upsertVoicebotProfile(testDb.db, {
    voicebotId,
    companyName: 'Acme',
    description: null,
    configuration: { botName: 'Ava', voice: null, template: null },
  });
  await insertVoicebotIndexRun(testDb.db, { voicebotId, documentsTotal: 1 });
  const document = await testDb.db
    .insertInto('knowledgeDocuments')
    .values({
      collection: voicebotId,
      voicebotId,
      documentKey: pending.id,
      title: 'Notes',
      source: 'upload',
      storedFileId: pending.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await testDb.db
    .insertInto('knowledgeChunks')
    .values({ documentId: document.id, collection: voicebotId, chunkIndex: 0, content: 'Notes' })
    .execute();
  await touchVoicebotOwner(testDb.db, voicebotId, lastUsedAt);
  return pending.id;
}

async function remaining(table: 'voicebotOwners' | 'voicebotProfiles' | 'voicebotIndexRuns') {
  const rows = await testDb.db.selectFrom(table).select('voicebotId').execute();
  return rows.map((row) => row.voicebotId).sort();
}

describe('idle builder bots (docs/architecture.md#voice)', () => {
  it('deletes bots unused for more than 30 days with every row and file, and keeps the rest', async () => {
    const now = new Date();
    const idleFile = await createBot('voicebot_idle', new Date(now.getTime() - 30 * day - 1000));
    const keptFile = await createBot(
      'voicebot_recent',
      new Date(now.getTime() - 30 * day + 60_000),
    );

    expect(await sweepIdleVoicebots({ db: testDb.db, store, now })).toBe(1);

    expect(await remaining('voicebotOwners')).toEqual(['voicebot_recent']);
    expect(await remaining('voicebotProfiles')).toEqual(['voicebot_recent']);
    expect(await remaining('voicebotIndexRuns')).toEqual(['voicebot_recent']);
    const chunks = await testDb.db.selectFrom('knowledgeChunks').select('collection').execute();
    expect(chunks).toEqual([{ collection: 'voicebot_recent' }]);
    const files = await testDb.db.selectFrom('storedFiles').select('id').execute();
    expect(files).toEqual([{ id: keptFile }]);
    expect(await readdir(filesDir)).toEqual([keptFile]);
    expect(idleFile).not.toBe(keptFile);
  });

  it('keeps a bot used after it was found idle', async () => {
    const now = new Date();
    await createBot('voicebot_back', new Date(now.getTime() - 40 * day));
    await touchVoicebotOwner(testDb.db, 'voicebot_back', now);
    const cutoff = new Date(now.getTime() - 30 * day);
    expect(
      await deleteVoicebotWithFiles(testDb.db, store, 'voicebot_back', {
        onlyIfIdleBefore: cutoff,
      }),
    ).toBe(false);
    expect(await remaining('voicebotOwners')).toEqual(['voicebot_back']);
    expect(await readdir(filesDir)).toHaveLength(1);
  });
});
