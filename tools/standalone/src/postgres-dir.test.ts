import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { choosePostgresDir } from './postgres-dir.ts';

const isRoot = process.getuid?.() === 0;
const privateParent = mkdtempSync(join(tmpdir(), 'phi-pgdir-'));

afterAll(() => {
  rmSync(privateParent, { recursive: true, force: true });
});

describe('choosePostgresDir', () => {
  it('never reuses a cluster left by a deleted DATA_DIR at the same path', async () => {
    const dataDir = join(privateParent, 'data');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const first = await choosePostgresDir(dataDir);
    if (!isRoot) {
      // Only root runs PostgreSQL as another user; anyone else keeps it in DATA_DIR.
      expect(first.path).toBe(join(dataDir, 'postgres'));
      return;
    }
    expect(first.path).not.toBe(join(dataDir, 'postgres'));
    mkdirSync(first.path, { recursive: true });
    writeFileSync(join(first.path, 'PG_VERSION'), '18');
    // Same DATA_DIR again (a restart): the link is there, the cluster is kept.
    expect((await choosePostgresDir(dataDir)).path).toBe(first.path);
    expect(existsSync(join(first.path, 'PG_VERSION'))).toBe(true);
    // DATA_DIR deleted to start over: the old cluster must not come back.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    expect((await choosePostgresDir(dataDir)).path).toBe(first.path);
    expect(existsSync(join(first.path, 'PG_VERSION'))).toBe(false);
    rmSync(join(first.path, '..'), { recursive: true, force: true });
  });
});
