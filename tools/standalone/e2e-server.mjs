// Starts the standalone build for the end-to-end tests on a fresh data directory, so every
// run begins from a newly created embedded PostgreSQL, as on a fresh clone.
import { lstatSync, realpathSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data/e2e');
const postgresLink = resolve(dataDir, 'postgres');
// As root in a folder the postgres user cannot enter, the cluster lives elsewhere behind a
// link (tools/standalone/src/postgres-dir.ts): remove it too.
if (lstatSync(postgresLink, { throwIfNoEntry: false })?.isSymbolicLink()) {
  try {
    rmSync(realpathSync(postgresLink), { recursive: true, force: true });
  } catch {
    // a dangling link: its cluster is already gone
  }
}
rmSync(dataDir, { recursive: true, force: true });
await import('./dist/standalone.js');
