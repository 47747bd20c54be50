import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import {
  type BootstrapAdminOptions,
  type BootstrapAdminResult,
  ensureBootstrapAdmin,
  readBootstrapAdminOptions,
} from './admin.seed.ts';
import { seedBlog, seedJobPostings, seedNewsSourceList } from './content.seed.ts';

export type SeedOptions = BootstrapAdminOptions;

export interface SeedResult {
  admin: BootstrapAdminResult;
}

/**
 * Idempotent: job postings, blog posts and news sources are inserted once per database, and
 * the bootstrap admin only when missing. Safe to run on every start.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const adminRequest = readBootstrapAdminOptions(options);
  await seedJobPostings(db);
  await seedBlog(db);
  await seedNewsSourceList(db);
  const admin = await ensureBootstrapAdmin(db, adminRequest);
  return { admin };
}
