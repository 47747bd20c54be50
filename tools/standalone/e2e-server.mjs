// Starts the standalone build for the end-to-end tests on a fresh data directory, so every
// run begins from a newly created embedded PostgreSQL, as on a fresh clone. A cluster that had
// to live outside the data directory (as root in a folder the postgres user cannot enter) is
// not reused either: the launcher drops it when the data directory is new
// (tools/standalone/src/postgres-dir.ts).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
await import('./dist/standalone.js');
