import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Admin search is a substring match (ILIKE '%term%'),
// which only trigram GIN indexes can serve. pg_trgm is a trusted extension (PG13+), so the
// database owner may create it. Terms under 3 characters still scan: callers should know.
// spec: chat-news-admin §5, search over contacts (name, e-mail, company) and applications
// (job title, name, e-mail; name and e-mail live in the personal_info JSON text).

const trigramIndexes = [
  ['contacts', 'name'],
  ['contacts', 'email'],
  ['contacts', 'company'],
  ['job_applications', 'personal_info'],
  ['jobs', 'title'],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, column] of trigramIndexes) {
    await sql`
      create index ${sql.raw(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
      using gin (${sql.ref(column)} gin_trgm_ops)
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of trigramIndexes) {
    await db.schema.dropIndex(`${table}_${column}_trgm_idx`).execute();
  }
  // The extension stays: other schemas in the same database may rely on it.
}
