import { createTestDatabase, type TestDatabase, truncateAllTables } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One migrated database per test file, emptied before each test. */
export function useKnowledgeDatabase(): { readonly current: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    if (database) {
      await truncateAllTables(database.db);
    }
  });
  return {
    get current() {
      if (!database) {
        throw new Error('The test database is not ready: use it inside tests or hooks');
      }
      return database;
    },
  };
}
