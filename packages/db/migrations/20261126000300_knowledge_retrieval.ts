import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Retrieval for the chat and the company voice bots
// (docs/architecture.md#knowledge):
// - a collection ('site', or the voice bot's id) on documents and, kept in step by a composite
//   foreign key, on chunks, so one GIN index (btree_gin) serves "this collection, these words";
// - a document key (unique per collection), the path a visitor can follow, and a content hash
//   so re-indexing skips unchanged documents;
// - chunks keep their document's title and heading path, and the tsvector weighs them A and B
//   over the body's C, through an IMMUTABLE wrapper of unaccent (a generated column accepts
//   only immutable functions; the SQL-standard body binds unaccent's dictionary when created);
// - an optional embedding (real[], ranked in process: there is no vector extension here) and
//   the model that made it;
// - knowledge_terms: each collection's words with a trigram index, to correct typos in a
//   question against words the collection really has.
// Rows stored before keep their meaning: collection from voicebot_id, their id as key.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists btree_gin`.execute(db);

  await sql`
    create function knowledge_unaccent(value text) returns text
    language sql immutable parallel safe strict
    return unaccent('unaccent'::regdictionary, value)
  `.execute(db);
  await sql`
    create function knowledge_search_vector(title text, heading_path text[], body text)
    returns tsvector
    language sql immutable parallel safe
    return setweight(to_tsvector('english'::regconfig, knowledge_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig,
           knowledge_unaccent(coalesce(array_to_string(heading_path, ' '), ''))), 'B')
      || setweight(to_tsvector('english'::regconfig, knowledge_unaccent(coalesce(body, ''))), 'C')
  `.execute(db);

  await db.schema
    .alterTable('knowledge_documents')
    .addColumn('collection', 'text')
    .addColumn('document_key', 'text')
    .addColumn('path', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    update knowledge_documents
    set collection = coalesce(voicebot_id, 'site'), document_key = id
  `.execute(db);
  await sql`
    alter table knowledge_documents
      alter column collection set not null,
      alter column document_key set not null,
      add constraint knowledge_documents_collection_check check (
        (voicebot_id is null and collection = 'site')
        or (voicebot_id is not null and collection = voicebot_id)
      ),
      add constraint knowledge_documents_collection_document_key_key
        unique (collection, document_key),
      add constraint knowledge_documents_id_collection_key unique (id, collection)
  `.execute(db);

  await sql`
    alter table knowledge_chunks
      add column collection text,
      add column title text not null default '',
      add column heading_path text[] not null default '{}',
      add column embedding real[],
      add column embedding_model text
  `.execute(db);
  await sql`
    update knowledge_chunks c set collection = d.collection, title = d.title
    from knowledge_documents d where d.id = c.document_id
  `.execute(db);
  await sql`drop index knowledge_chunks_tsv_idx`.execute(db);
  await sql`
    alter table knowledge_chunks
      alter column collection set not null,
      drop constraint knowledge_chunks_document_id_fkey,
      add constraint knowledge_chunks_document_fkey foreign key (document_id, collection)
        references knowledge_documents (id, collection) on delete cascade on update cascade,
      add constraint knowledge_chunks_embedding_check check (
        (embedding is null) = (embedding_model is null)
      ),
      drop column tsv,
      add column tsv tsvector not null
        generated always as (knowledge_search_vector(title, heading_path, content)) stored
  `.execute(db);
  await sql`
    create index knowledge_chunks_collection_tsv_idx on knowledge_chunks
    using gin (collection, tsv)
  `.execute(db);

  await db.schema
    .createTable('knowledge_terms')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('knowledge_terms_pkey', ['collection', 'term'])
    .execute();
  await sql`
    create index knowledge_terms_term_trgm_idx on knowledge_terms using gin (term gin_trgm_ops)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('knowledge_terms').execute();
  await sql`drop index knowledge_chunks_collection_tsv_idx`.execute(db);
  await sql`
    alter table knowledge_chunks
      drop column tsv,
      drop constraint knowledge_chunks_embedding_check,
      drop constraint knowledge_chunks_document_fkey,
      add constraint knowledge_chunks_document_id_fkey foreign key (document_id)
        references knowledge_documents (id) on delete cascade,
      drop column collection,
      drop column title,
      drop column heading_path,
      drop column embedding,
      drop column embedding_model,
      add column tsv tsvector not null
        generated always as (to_tsvector('english', content)) stored
  `.execute(db);
  await sql`create index knowledge_chunks_tsv_idx on knowledge_chunks using gin (tsv)`.execute(db);
  await sql`
    alter table knowledge_documents
      drop constraint knowledge_documents_id_collection_key,
      drop constraint knowledge_documents_collection_document_key_key,
      drop constraint knowledge_documents_collection_check,
      drop column collection,
      drop column document_key,
      drop column path,
      drop column content_hash,
      drop column updated_at
  `.execute(db);
  await sql`drop function knowledge_search_vector(text, text[], text)`.execute(db);
  await sql`drop function knowledge_unaccent(text)`.execute(db);
  // The extensions stay: other schemas in the same database may rely on them.
}
