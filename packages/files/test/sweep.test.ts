import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimStoredFile } from '@phi/db';
import { createTestDatabase, type TestDatabase, truncateAllTables } from '@phi/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore, type FileStore } from '../src/file-store.ts';
import { sweepFiles } from '../src/sweep.ts';
import { storeTestUpload } from '../src/testing.ts';

const hour = 60 * 60 * 1000;
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
  filesDir = await mkdtemp(join(tmpdir(), 'phi-sweep-'));
  store = createFileStore(filesDir);
  return () => rm(filesDir, { recursive: true, force: true });
});

function upload(createdAt: Date): Promise<string> {
  return storeTestUpload(testDb.db, store, createdAt);
}

async function rowIds(): Promise<string[]> {
  const rows = await testDb.db.selectFrom('storedFiles').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

describe('sweepFiles', () => {
  it('deletes unclaimed uploads older than 24 h, rows and bytes, and keeps the rest', async () => {
    const now = new Date();
    const oldUnclaimed = await upload(new Date(now.getTime() - 25 * hour));
    const youngUnclaimed = await upload(new Date(now.getTime() - 23 * hour));
    const oldClaimed = await upload(new Date(now.getTime() - 48 * hour));
    expect(await claimStoredFile(testDb.db, oldClaimed, 'application-1')).toBe(true);

    const result = await sweepFiles({ db: testDb.db, store, now });

    expect(result).toEqual({ unclaimed: 1, partial: 0, orphaned: 0 });
    expect(await rowIds()).toEqual([youngUnclaimed, oldClaimed].sort());
    expect((await readdir(filesDir)).sort()).toEqual([youngUnclaimed, oldClaimed].sort());
    expect(await store.open(oldUnclaimed)).toBeNull();
  });

  it('deletes stale partial files and kept files without a row, never young ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 30 * hour);
    const stalePartial = '.9b2f7a40-1111-4111-8111-111111111111.part';
    const youngPartial = '.9b2f7a40-2222-4222-8222-222222222222.part';
    const orphan = '9b2f7a40-3333-4333-8333-333333333333';
    for (const name of [stalePartial, youngPartial, orphan]) {
      await writeFile(join(filesDir, name), 'bytes');
    }
    await utimes(join(filesDir, stalePartial), old, old);
    await utimes(join(filesDir, orphan), old, old);
    const kept = await upload(old);
    await claimStoredFile(testDb.db, kept, 'application-2');

    const result = await sweepFiles({ db: testDb.db, store, now });

    expect(result).toEqual({ unclaimed: 0, partial: 1, orphaned: 1 });
    expect((await readdir(filesDir)).sort()).toEqual([youngPartial, kept].sort());
  });

  it('works through more unclaimed uploads than one batch', async () => {
    const now = new Date();
    for (let i = 0; i < 5; i += 1) {
      await upload(new Date(now.getTime() - 26 * hour));
    }
    const result = await sweepFiles({ db: testDb.db, store, now, batchSize: 2 });
    expect(result.unclaimed).toBe(5);
    expect(await rowIds()).toEqual([]);
    expect(await readdir(filesDir)).toEqual([]);
  });

  it('keeps an upload whose claim commits while the sweep waits on it', async () => {
    const now = new Date();
    const id = await upload(new Date(now.getTime() - 25 * hour));
    let commitClaim = () => {};
    const claimHeld = new Promise<void>((resolve) => {
      commitClaim = resolve;
    });
    let claimMade = () => {};
    const claimIsMade = new Promise<void>((resolve) => {
      claimMade = resolve;
    });
    const claim = testDb.db.transaction().execute(async (trx) => {
      const claimed = await claimStoredFile(trx, id, 'application-4');
      claimMade();
      await claimHeld;
      return claimed;
    });
    await claimIsMade;
    let sweepEnded = false;
    const sweeping = sweepFiles({ db: testDb.db, store, now }).finally(() => {
      sweepEnded = true;
    });
    // The sweep either passes the claimed row by or waits for its lock; commit only then.
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(testDb.db);
      if (sweepEnded || (rows[0]?.waiting ?? 0) > 0) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commitClaim();
    expect(await claim).toBe(true);
    expect((await sweeping).unclaimed).toBe(0);
    expect(await rowIds()).toEqual([id]);
    expect(await readdir(filesDir)).toEqual([id]);
  });

  it('a claim that lands while the sweep runs keeps its file', async () => {
    const now = new Date();
    const id = await upload(new Date(now.getTime() - 25 * hour));
    const [claimed, swept] = await Promise.all([
      claimStoredFile(testDb.db, id, 'application-3'),
      sweepFiles({ db: testDb.db, store, now }),
    ]);
    // Either the claim won (row and file stay) or the sweep did (the claim reports failure).
    if (claimed) {
      expect(swept.unclaimed).toBe(0);
      expect(await rowIds()).toEqual([id]);
      expect(await readdir(filesDir)).toEqual([id]);
    } else {
      expect(swept.unclaimed).toBe(1);
      expect(await rowIds()).toEqual([]);
    }
  });
});
