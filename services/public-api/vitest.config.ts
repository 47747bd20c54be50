import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Every file has its own database on one shared server, and waits on it, on sockets and
    // on child processes much of the time: two files at once took 26 s / 28 s against 35 s /
    // 35 s one at a time on two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
