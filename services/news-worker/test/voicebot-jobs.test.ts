import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { voicebotIndexJob } from '@phi/contracts/jobs';
import {
  insertStoredFile,
  insertVoicebotIndexRun,
  insertVoicebotOwner,
  touchVoicebotOwner,
} from '@phi/db';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { hashOwnerKey } from '@phi/domain/voicebots';
import { createFileStore, type FileStore } from '@phi/files';
import { indexDocuments } from '@phi/knowledge';
import { createProducer } from '@phi/queue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killWorkers, startWorker, waitFor } from './worker-harness.ts';

// voicebot.index and the idle-bot housekeeping in the worker process, on the standalone run's
// queue backend (PostgreSQL). The builder's HTTP path with Redis is in
// services/public-api/test/rag-index.test.ts.

const day = 24 * 60 * 60 * 1000;
let testDb: TestDatabase;
let filesDir: string;
let store: FileStore;

beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-voicebot-worker-'));
  store = createFileStore(filesDir);
  await store.ensureDirectory();
});
afterAll(async () => {
  await testDb?.drop();
  await rm(filesDir, { recursive: true, force: true });
});
afterEach(killWorkers);

/** A bot as POST /api/rag/upload leaves it: owner row, files kept and claimed by the bot. */
async function createBot(
  voicebotId: string,
  files: { name: string; mimeType: string; content: Buffer; isMissingOnDisk?: boolean }[],
): Promise<string[]> {
  await insertVoicebotOwner(testDb.db, { voicebotId, ownerKeyHash: hashOwnerKey(voicebotId) });
  const ids: string[] = [];
  for (const file of files) {
    const pending = await store.writeTemporary(Readable.from([file.content]));
    await store.keep(pending);
    if (file.isMissingOnDisk) {
      await store.remove(pending.id);
    }
    await insertStoredFile(testDb.db, {
      id: pending.id,
      purpose: 'knowledge',
      originalName: file.name,
      sanitizedName: file.name,
      mimeType: file.mimeType,
      sizeBytes: pending.sizeBytes,
      sha256: pending.sha256,
      storageKey: pending.id,
      usedAt: new Date(),
      usedBy: voicebotId,
    });
    ids.push(pending.id);
  }
  return ids;
}

describe('voicebot.index in the worker', () => {
  it('indexes the readable files and the description, names the ones it skipped', async () => {
    const voicebotId = `voicebot_${Date.now()}_worker`;
    const fileIds = await createBot(voicebotId, [
      {
        name: 'hours.txt',
        mimeType: 'text/plain',
        content: Buffer.from('Opening hours\n\nThe bakery opens at 6am and sells sourdough bread.'),
      },
      {
        name: 'broken.pdf',
        mimeType: 'application/pdf',
        content: Buffer.from('%PDF-1.4\nthis is no PDF body at all\n%%EOF'),
      },
      {
        name: 'lost.md',
        mimeType: 'text/markdown',
        content: Buffer.from('# Lost'),
        isMissingOnDisk: true,
      },
    ]);
    const run = await insertVoicebotIndexRun(testDb.db, { voicebotId, documentsTotal: 4 });
    const worker = startWorker({ DATABASE_URL: testDb.url, FILES_DIR: filesDir });
    const producer = createProducer({ backend: 'postgres', url: testDb.url }, 'voicebot-test');
    try {
      await producer.enqueue(
        voicebotIndexJob,
        {
          runId: run.id,
          voicebotId,
          userId: 'user_1',
          companyName: 'Crumb Bakery',
          botName: 'Bea',
          description:
            'Crumb Bakery is a neighbourhood bakery baking croissants, rye loaves and birthday cakes to order every single day.',
          fileIds,
          requestedAt: new Date().toISOString(),
        },
        { jobId: run.id },
      );
    } finally {
      await producer.close();
    }
    await waitFor(
      async () => {
        const row = await testDb.db
          .selectFrom('voicebotIndexRuns')
          .select('state')
          .where('id', '=', run.id)
          .executeTakeFirstOrThrow();
        return row.state === 'completed' || row.state === 'failed';
      },
      () => `the index run (worker output:\n${worker.output()})`,
    );
    const done = await testDb.db
      .selectFrom('voicebotIndexRuns')
      .selectAll()
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({
      state: 'completed',
      documentsTotal: 4,
      documentsProcessed: 4,
      filesCount: 1,
      error: null,
    });
    expect(done.skipped).toEqual([
      { file_name: 'broken.pdf', error: expect.stringContaining('broken.pdf') },
      { file_name: 'lost.md', error: 'The stored file is missing.' },
    ]);
    const documents = await testDb.db
      .selectFrom('knowledgeDocuments')
      .select(['documentKey', 'source'])
      .where('collection', '=', voicebotId)
      .orderBy('source')
      .execute();
    expect(documents).toEqual([
      { documentKey: 'description', source: 'description' },
      { documentKey: fileIds[0], source: 'upload' },
    ]);
    expect(done.chunksCount).toBeGreaterThanOrEqual(2);
    // The worker logs once the run's row is written: on a loaded machine the line comes after.
    await waitFor(
      async () => worker.output().includes('"msg":"voice bot indexed"'),
      () => `the index run's log line (worker output:\n${worker.output()})`,
    );
  });
});

describe('housekeeping of builder bots', () => {
  it('deletes a bot idle for more than 30 days with its files and chunks, keeps a recent one', async () => {
    const idle = `voicebot_${Date.now()}_idle`;
    const recent = `voicebot_${Date.now()}_recent`;
    const [idleFile] = await createBot(idle, [
      { name: 'a.txt', mimeType: 'text/plain', content: Buffer.from('Idle bot notes.') },
    ]);
    const [recentFile] = await createBot(recent, [
      { name: 'b.txt', mimeType: 'text/plain', content: Buffer.from('Recent bot notes.') },
    ]);
    for (const id of [idle, recent]) {
      await indexDocuments(testDb.db, id, [
        {
          key: 'description',
          title: 'Notes',
          sections: [{ headingPath: [], text: `Notes of ${id}` }],
          source: 'description',
        },
      ]);
    }
    await touchVoicebotOwner(testDb.db, idle, new Date(Date.now() - 31 * day));
    await touchVoicebotOwner(testDb.db, recent, new Date(Date.now() - 29 * day));
    // Files older than a day, as they would be: the file sweep must still keep the recent bot's.
    const old = new Date(Date.now() - 29 * day);
    await testDb.db.updateTable('storedFiles').set({ createdAt: old }).execute();
    await utimes(join(filesDir, recentFile as string), old, old);

    const worker = startWorker({ DATABASE_URL: testDb.url, FILES_DIR: filesDir });
    await waitFor(
      async () =>
        (await testDb.db
          .selectFrom('voicebotOwners')
          .select('voicebotId')
          .where('voicebotId', '=', idle)
          .executeTakeFirst()) === undefined,
      () => `the idle bot's deletion (worker output:\n${worker.output()})`,
    );
    await waitFor(
      async () => worker.output().includes('"msg":"private files swept"'),
      () => `the sweep's log line (worker output:\n${worker.output()})`,
    );
    const onDisk = await readdir(filesDir);
    expect(onDisk).not.toContain(idleFile);
    expect(onDisk).toContain(recentFile);
    const chunks = await testDb.db
      .selectFrom('knowledgeChunks')
      .select('collection')
      .where('collection', 'in', [idle, recent])
      .execute();
    expect(chunks.map((row) => row.collection)).toEqual([recent]);
    const files = await testDb.db
      .selectFrom('storedFiles')
      .select('usedBy')
      .where('usedBy', 'in', [idle, recent])
      .execute();
    expect(files).toEqual([{ usedBy: recent }]);
    expect(worker.output()).toContain('"idleVoicebots":1');
  });
});
