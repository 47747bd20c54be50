import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { createFileStore } from '@phi/files';
import { storeTestUpload } from '@phi/files/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killWorkers, redisUrl, startWorker, testQueuePrefix, waitFor } from './worker-harness.ts';

const hour = 60 * 60 * 1000;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

afterEach(killWorkers);

/** A resume upload as public-api leaves it when no application claims it, `age` ms old. */
function addUpload(filesDir: string, age: number): Promise<string> {
  return storeTestUpload(testDb.db, createFileStore(filesDir), new Date(Date.now() - age));
}

describe.each([
  ['postgres', {}],
  ['redis', { QUEUE_BACKEND: 'redis', REDIS_URL: redisUrl, QUEUE_PREFIX: testQueuePrefix() }],
] as const)('the worker process on %s', (_backend, queueEnv) => {
  it('sweeps an unclaimed upload older than 24 h at start, keeps a young one, stops on SIGTERM', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'phi-worker-files-'));
    try {
      const stale = await addUpload(filesDir, 25 * hour);
      const young = await addUpload(filesDir, 1 * hour);

      const worker = startWorker({ ...queueEnv, DATABASE_URL: testDb.url, FILES_DIR: filesDir });

      // The sweep deletes the row, then the file: wait for both.
      await waitFor(
        async () => {
          const row = await testDb.db
            .selectFrom('storedFiles')
            .select('id')
            .where('id', '=', stale)
            .executeTakeFirst();
          return row === undefined && !(await readdir(filesDir)).includes(stale);
        },
        () => `the sweep (worker output:\n${worker.output()})`,
      );
      expect(await readdir(filesDir)).toEqual([young]);

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"msg":"private files swept"');
      expect(worker.output()).toContain('"msg":"shut down cleanly"');
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});
