import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Every file has its own database on one shared server, and waits on it, on sockets and
    // on child processes much of the time: two files at once took 26 s / 28 s against 35 s /
    // 35 s one at a time on two cores.
    maxWorkers: 2,
    // Every file builds its own app on its own database and none replaces a module, so the
    // files share the modules a worker has loaded: Fastify, the app and its packages are
    // loaded once per worker instead of once per file (most of a file's time under load).
    pool: 'forks',
    isolate: false,
    // rag-index.test.ts waits up to 60 s for the news worker's process to index a bot (its own
    // deadline); on a loaded two-core machine that outlasted a 30 s budget.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
