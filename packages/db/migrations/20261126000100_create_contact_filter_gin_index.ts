import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. The contacts list combines up to four equality
// filters (status, priority, source, assignee; spec: chat-news-admin §2, Contacts). The
// per-column b-tree indexes serve one filter with the newest-first sort, but for two or more
// together the planner otherwise falls back to a sequential scan of the table to count the
// matches. One multi-column GIN index (btree_gin, a trusted extension) serves any subset of
// the four columns, so every combination is answered from an index (the 1,000,000-contact
// target of docs/architecture.md#quality-targets).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`
    create index contacts_filters_gin_idx on contacts
    using gin (status, priority, source, assigned_to)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_filters_gin_idx').execute();
  // The extension stays: other schemas in the same database may rely on it.
}
