import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Statistics a search reads before it touches the
// chunks (docs/architecture.md#knowledge): each collection's chunk count, and how many chunks
// hold each stemmed word. With them a question's words are weighed by rarity up front, and
// only chunks holding one of its rarer words need scoring: a chunk holding only common words
// cannot cover half the question. Rewritten by the indexer with the chunks.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('knowledge_collections')
    .addColumn('collection', 'text', (c) => c.primaryKey())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('knowledge_lexemes')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('lexeme', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('knowledge_lexemes_pkey', ['collection', 'lexeme'])
    .execute();
  // Collections indexed before these statistics existed get theirs now.
  await sql`
    insert into knowledge_collections (collection, chunk_count)
    select collection, count(*) from knowledge_chunks group by collection
  `.execute(db);
  await sql`
    insert into knowledge_lexemes (collection, lexeme, chunk_count)
    select c.collection, l.lexeme, count(*)
    from knowledge_chunks c cross join lateral unnest(c.tsv) as l
    group by c.collection, l.lexeme
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('knowledge_lexemes').execute();
  await db.schema.dropTable('knowledge_collections').execute();
}
