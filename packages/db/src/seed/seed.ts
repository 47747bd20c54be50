import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import {
  type BootstrapAdminOptions,
  type BootstrapAdminResult,
  ensureBootstrapAdmin,
  readBootstrapAdminOptions,
} from './admin.seed.ts';
import { seedBlog, seedJobPostings, seedNewsSourceList } from './content.seed.ts';
import { seedVoiceDemo } from './voice-demo.seed.ts';

export interface SeedOptions extends BootstrapAdminOptions {
  /**
   * Insert the sample job postings and blog posts (jobs.data.ts, blog-posts*.data.ts): demo
   * content, not the company's. Default true here, for tests and benches that call seed()
   * directly; every start path goes through bootstrapDatabase, whose default is false
   * (docs/architecture.md#sample-data).
   */
  sampleData?: boolean;
}

export interface SeedResult {
  admin: BootstrapAdminResult;
}

/**
 * Idempotent: news sources (and, unless sampleData is false, the sample job postings and blog posts) are
 * inserted once per database, and the bootstrap admin only when missing. Safe to run on every
 * start.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const { sampleData = true, ...adminOptions } = options;
  const adminRequest = readBootstrapAdminOptions(adminOptions);
  if (sampleData) {
    await seedJobPostings(db);
    await seedBlog(db);
  }
  await seedNewsSourceList(db);
  // The demo voice assistants' fictional catalogues: always, as the assistants need them.
  await seedVoiceDemo(db);
  const admin = await ensureBootstrapAdmin(db, adminRequest);
  return { admin };
}
