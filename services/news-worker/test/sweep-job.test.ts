import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { createFileStore } from '@phi/files';
import { storeTestUpload } from '@phi/files/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hour = 60 * 60 * 1000;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
  }
});

/** The worker as the standalone run and compose start it: its own process, env only. */
function startWorker(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  children.push(child);
  return { child, output: () => output };
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A resume upload as public-api leaves it when no application claims it, `age` ms old. */
function addUpload(filesDir: string, age: number): Promise<string> {
  return storeTestUpload(testDb.db, createFileStore(filesDir), new Date(Date.now() - age));
}

describe.each([
  ['postgres', {}],
  ['redis', { QUEUE_BACKEND: 'redis', REDIS_URL: redisUrl }],
] as const)('the worker process on %s', (_backend, queueEnv) => {
  it('sweeps an unclaimed upload older than 24 h at start, keeps a young one, stops on SIGTERM', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'phi-worker-files-'));
    try {
      const stale = await addUpload(filesDir, 25 * hour);
      const young = await addUpload(filesDir, 1 * hour);

      const worker = startWorker({ ...queueEnv, DATABASE_URL: testDb.url, FILES_DIR: filesDir });

      await waitFor(async () => {
        const row = await testDb.db
          .selectFrom('storedFiles')
          .select('id')
          .where('id', '=', stale)
          .executeTakeFirst();
        return row === undefined;
      }, `the sweep (worker output:\n${worker.output()})`);
      expect(await readdir(filesDir)).toEqual([young]);

      const exited = new Promise<number | null>((resolve) => worker.child.once('exit', resolve));
      worker.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(worker.output()).toContain('"msg":"private files swept"');
      expect(worker.output()).toContain('"msg":"shut down cleanly"');
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});
