import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. The GIN index over (collection, tsv) made the planner
// read every chunk of a large collection: the collection key matches all of the site's rows,
// so the index scan was costed (and ran) above a sequential scan, 115 ms against 1.7 ms for a
// GIN index on tsv alone over 10,000 chunks (docs/architecture.md#knowledge). The collection
// is filtered on the rows the tsv index finds, and has a B-tree of its own for counting and
// loading a collection's vectors.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index knowledge_chunks_collection_tsv_idx`.execute(db);
  await sql`create index knowledge_chunks_tsv_idx on knowledge_chunks using gin (tsv)`.execute(db);
  await sql`
    create index knowledge_chunks_collection_idx on knowledge_chunks (collection, document_id)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index knowledge_chunks_collection_idx`.execute(db);
  await sql`drop index knowledge_chunks_tsv_idx`.execute(db);
  await sql`
    create index knowledge_chunks_collection_tsv_idx on knowledge_chunks
    using gin (collection, tsv)
  `.execute(db);
}
