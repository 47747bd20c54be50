import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Real PostgreSQL; sessions of the agents framework run in text mode (no LiveKit).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
