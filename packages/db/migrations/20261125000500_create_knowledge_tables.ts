import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Knowledge for chat and company voice bots, retrieved
// with Postgres full-text search (docs/architecture.md#data-model).

const uuidDefault = sql`gen_random_uuid()::text`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('knowledge_documents')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    // Null: the site's own knowledge used by the chat; otherwise the company bot it belongs to.
    .addColumn('voicebot_id', 'varchar(255)')
    .addColumn('stored_file_id', 'text', (c) =>
      c.references('stored_files.id').onDelete('set null'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'knowledge_documents_source_check',
      sql`source in ('upload', 'description', 'site')`,
    )
    .execute();
  await db.schema
    .createIndex('knowledge_documents_voicebot_id_idx')
    .on('knowledge_documents')
    .column('voicebot_id')
    .execute();

  await db.schema
    .createTable('knowledge_chunks')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('knowledge_documents.id').onDelete('cascade'),
    )
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // Kept in step by Postgres itself; the 'english' configuration gives stemming and stop words.
    .addColumn('tsv', sql`tsvector`, (c) =>
      c.notNull().generatedAlwaysAs(sql`to_tsvector('english', content)`).stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('knowledge_chunks_document_id_chunk_index_key', [
      'document_id',
      'chunk_index',
    ])
    .execute();
  await db.schema
    .createIndex('knowledge_chunks_tsv_idx')
    .on('knowledge_chunks')
    .using('gin')
    .column('tsv')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('knowledge_chunks').execute();
  await db.schema.dropTable('knowledge_documents').execute();
}
