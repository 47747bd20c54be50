import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. An article row with a post's plain text (a few KB)
// passed PostgreSQL's default toast threshold (about 2 KB), so every insert compressed the
// content with pglz, a quarter of the database's time per stored article (perf during pnpm
// bench:news), and every list read (the lists select whole rows) decompressed it again. Rows
// up to a heap page (8,160 bytes) now stay inline and uncompressed; longer content (the store
// keeps up to 20,000 characters) is still compressed and moved out of line. The table takes
// more room on disk (about 2.6 KB a row instead of 0.8 KB for such posts), bounded by the
// article retention.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table news_articles set (toast_tuple_target = 8160)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table news_articles reset (toast_tuple_target)`.execute(db);
}
