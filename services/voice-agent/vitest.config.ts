import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One process runs every file (none replaces a module, each has its own database), loading
    // the agents framework and the service once instead of once per file.
    pool: 'forks',
    isolate: false,
    globalSetup: ['@phi/db/testing-setup'],
    // Real PostgreSQL; sessions of the agents framework run in text mode (no LiveKit).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
