import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Real PostgreSQL: a template clone per file and, without TEST_DATABASE_URL, an embedded
    // server start take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
