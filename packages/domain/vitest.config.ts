import { defineConfig } from 'vitest/config';

// Unit tests beside the code (src); test/ runs the news services against a real PostgreSQL,
// one database per file (@phi/db/testing). The other services' integration suites live in the
// services that call them.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share the modules a worker has loaded (none replaces a module, each has its own
    // database): loaded once per worker instead of once per file.
    pool: 'forks',
    isolate: false,
    globalSetup: ['@phi/db/testing-setup'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
