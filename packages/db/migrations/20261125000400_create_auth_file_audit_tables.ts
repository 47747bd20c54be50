import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Tables added to the spec's model
// (docs/architecture.md#data-model): rotated refresh tokens, private stored files and the audit
// log of admin changes.

const uuidDefault = sql`gen_random_uuid()::text`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Only a hash of each token is kept; a family is one login's chain of rotations, so reuse of
  // a spent token can revoke the whole chain.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('admin_user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'text', (c) => c.references('refresh_tokens.id').onDelete('set null'))
    .addCheckConstraint('refresh_tokens_expiry_check', sql`expires_at <= absolute_expires_at`)
    .execute();
  await db.schema
    .createIndex('refresh_tokens_admin_user_id_idx')
    .on('refresh_tokens')
    .column('admin_user_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_id_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();

  // Resumes and knowledge documents, stored outside any web root under storage_key.
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('sanitized_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set together, once, when an application or knowledge document claims the upload, so one
    // upload can never be attached to two records.
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'text')
    .addCheckConstraint('stored_files_purpose_check', sql`purpose in ('resume', 'knowledge')`)
    .addCheckConstraint('stored_files_size_bytes_check', sql`size_bytes >= 0`)
    .addCheckConstraint('stored_files_sha256_check', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('stored_files_used_check', sql`(used_at is null) = (used_by is null)`)
    .execute();
  await db.schema
    .createIndex('stored_files_used_by_idx')
    .on('stored_files')
    .column('used_by')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    // The trail survives the admin account that wrote it.
    .addColumn('admin_user_id', 'text', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_type', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('audit_log_admin_user_id_idx')
    .on('audit_log')
    .column('admin_user_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'stored_files', 'refresh_tokens']) {
    await db.schema.dropTable(table).execute();
  }
}
