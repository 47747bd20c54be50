import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share the modules a worker has loaded (none replaces a module, each starts its
    // own feed servers): loaded once per worker instead of once per file.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
  },
});
