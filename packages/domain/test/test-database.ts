import type { Database } from '@phi/db';
import { createTestDatabase, type TestDatabase, truncateAllTables } from '@phi/db/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One migrated database per test file, emptied before each test. */
export function useTestDatabase(): { readonly db: Kysely<Database> } {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });
  beforeEach(async () => {
    if (testDatabase) {
      await truncateAllTables(testDatabase.db);
    }
  });
  return {
    get db() {
      if (!testDatabase) {
        throw new Error('The test database is not ready: use it inside tests or hooks');
      }
      return testDatabase.db;
    },
  };
}
