import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
