import { configDefaults, defineConfig } from 'vitest/config';

// test/scale holds the tests that seed a production-sized table (a million contacts): they
// run apart, in `pnpm test:scale` (`vitest run --mode scale`), not in every `pnpm test`.
const scaleTests = 'test/scale/**/*.test.ts';
// Files that need a module graph of their own: one replaces a module with vi.mock (in a shared
// graph the app may already hold the real module), one checks state a module starts with.
const ownModuleTests = ['test/admin-users.test.ts', 'test/dummy-hash.test.ts'];

const shared = {
  globalSetup: ['@phi/db/testing-setup'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig(({ mode }) =>
  mode === 'scale'
    ? { test: { ...shared, include: [scaleTests], maxWorkers: 1 } }
    : {
        test: {
          ...shared,
          // Each file works in a database of its own on one shared server, and spends much of
          // its time waiting on it or on child processes: two files at once took half the time
          // on two cores (three were slower again).
          maxWorkers: 2,
          // Every file builds its own app on its own database, so the files can share the
          // modules a worker has loaded: loading Fastify, the app and its packages once per
          // worker instead of once per file (most of a file's time on a loaded machine).
          projects: [
            {
              extends: true,
              test: {
                name: 'shared-modules',
                include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
                exclude: [...configDefaults.exclude, scaleTests, ...ownModuleTests],
                pool: 'forks',
                isolate: false,
              },
            },
            { extends: true, test: { name: 'own-modules', include: ownModuleTests } },
          ],
        },
      },
);
