import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./src/testing-setup.ts'],
    // Real Postgres: migrations, argon2 hashing and, without TEST_DATABASE_URL, an embedded
    // server start all take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two worker processes, each loading the modules once for all the files it runs (the
    // files are short; none mocks a module). Every file has its own database on one shared
    // server, so files may overlap: 29 s / 24 s with one worker, 21 s / 19 s with two, on two
    // cores.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
