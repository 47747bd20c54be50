import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test starts a real PostgreSQL server (initdb alone takes seconds).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
