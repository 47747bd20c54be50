import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Real Redis and PostgreSQL, retries with real backoff, and worker processes.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
