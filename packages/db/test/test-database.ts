import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../src/schema.ts';
import { createTestDatabase, type TestDatabase, truncateAllTables } from '../src/testing.ts';

/**
 * One freshly migrated database per test file, emptied before each test (the kysely
 * example's test context). Call at the top of a describe block.
 */
export function useTestDatabase(options: { truncate?: boolean } = {}): {
  readonly db: Kysely<Database>;
  readonly url: string;
} {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });
  if (options.truncate !== false) {
    beforeEach(async () => {
      if (testDatabase) {
        await truncateAllTables(testDatabase.db);
      }
    });
  }
  const current = (): TestDatabase => {
    if (!testDatabase) {
      throw new Error('The test database is not ready: use it inside tests or hooks');
    }
    return testDatabase;
  };
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
  };
}
