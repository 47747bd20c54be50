// Starts the standalone build for the end-to-end tests on a fresh data directory, so every
// run begins from a newly created embedded PostgreSQL, as on a fresh clone.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.DATA_DIR ?? '.data/e2e';
rmSync(resolve(root, dataDir), { recursive: true, force: true });
await import('./dist/standalone.js');
