import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files with the longest waits (a killed worker's job waiting for its lock to expire, a
// retry's backoff, a PostgreSQL restart), started first so the run lasts as long as the
// longest of them instead of ending with one started last. Without timings of a previous run
// (a clean clone) vitest would start the largest files first.
const longestFirst = [
  'test/killed-mid-batch.test.ts',
  'test/shutdown.test.ts',
  'test/postgres-restart.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? longestFirst.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['@phi/db/testing-setup'],
    // Real PostgreSQL and Redis, and the worker started as its own process. Files run side by
    // side: each has its own database, queue prefix (or Redis and PostgreSQL servers of its
    // own), feed server and files directory, and most of a file's time is spent waiting for
    // the worker, not on the CPU: under a load average of 11, 14 files took 88 s with four at a
    // time (the killed worker's file alone took 85 s), 120 s with three, 224 s one at a time.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
