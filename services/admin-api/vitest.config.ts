import { configDefaults, defineConfig } from 'vitest/config';

// test/scale holds the tests that seed a production-sized table (a million contacts): they
// run apart, in `pnpm test:scale` (`vitest run --mode scale`), not in every `pnpm test`.
const scaleTests = 'test/scale/**/*.test.ts';

export default defineConfig(({ mode }) => ({
  test: {
    include: mode === 'scale' ? [scaleTests] : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: mode === 'scale' ? configDefaults.exclude : [...configDefaults.exclude, scaleTests],
    globalSetup: ['@phi/db/testing-setup'],
    // Each file works in a database of its own on one shared server, and spends much of its
    // time waiting on it or on child processes: two files at once took half the time on two
    // cores (three were slower again).
    maxWorkers: mode === 'scale' ? 1 : 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
}));
