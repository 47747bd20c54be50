import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./src/testing-setup.ts'],
    // Real Postgres: migrations, argon2 hashing and, without TEST_DATABASE_URL, an embedded
    // server start all take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One worker process with shared modules: the files are short, so loading the modules
    // once is what counts; a second worker measured no faster on two cores.
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
  },
});
