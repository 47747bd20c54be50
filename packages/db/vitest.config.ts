import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./src/testing-setup.ts'],
    // Real Postgres: migrations, argon2 hashing and, without TEST_DATABASE_URL, an embedded
    // server start all take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One worker process, shared module state: without TEST_DATABASE_URL every test file
    // uses the same embedded Postgres instead of starting its own.
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
  },
});
