import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. The voice bot builder's server side
// (docs/architecture.md#voice):
// - voicebot_owners: a builder bot belongs to whoever first uploaded to or indexed its id; only a
//   sha256 of the owner key is kept. last_used_at drives the deletion of idle bots.
// - voicebot_index_runs: one indexing of a bot's documents, with the progress the builder polls.
// A bot's files are stored_files rows claimed by it (used_by = the voicebot id), its documents
// the knowledge collection named by its id, its profile the spec's voicebot_profiles row.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voicebot_owners')
    .addColumn('voicebot_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('owner_key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'voicebot_owners_owner_key_hash_check',
      sql`owner_key_hash ~ '^[0-9a-f]{64}$'`,
    )
    // The site's own collection is named 'site': a bot of that id would write into it.
    .addCheckConstraint('voicebot_owners_voicebot_id_check', sql`voicebot_id <> 'site'`)
    .execute();
  await db.schema
    .createIndex('voicebot_owners_last_used_at_idx')
    .on('voicebot_owners')
    .column('last_used_at')
    .execute();

  await db.schema
    .createTable('voicebot_index_runs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('voicebot_id', 'varchar(255)', (c) =>
      c.notNull().references('voicebot_owners.voicebot_id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('documents_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('documents_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chunks_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'voicebot_index_runs_state_check',
      sql`state in ('waiting', 'running', 'completed', 'failed')`,
    )
    .addCheckConstraint(
      'voicebot_index_runs_progress_check',
      sql`documents_processed >= 0 and documents_processed <= documents_total`,
    )
    .execute();
  await db.schema
    .createIndex('voicebot_index_runs_voicebot_id_created_at_idx')
    .on('voicebot_index_runs')
    .columns(['voicebot_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voicebot_index_runs').execute();
  await db.schema.dropTable('voicebot_owners').execute();
}
