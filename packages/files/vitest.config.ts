import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share the modules a worker has loaded (none replaces a module, each has its own
    // database and directory): loaded once per worker instead of once per file.
    pool: 'forks',
    isolate: false,
    globalSetup: ['@phi/db/testing-setup'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
