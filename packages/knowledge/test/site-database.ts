import type { Database } from '@phi/db';
import { seed } from '@phi/db/seed';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import type { Kysely } from 'kysely';
import { indexSite } from '../src/site/index-site.ts';

/**
 * A test database holding what a fresh standalone run holds (seeded job postings and blog
 * posts) with the site collection indexed from it and from packages/content.
 */
export async function createIndexedSiteDatabase(): Promise<
  TestDatabase & { db: Kysely<Database> }
> {
  const database = await createTestDatabase();
  await seed(database.db);
  await indexSite(database.db);
  return database;
}
