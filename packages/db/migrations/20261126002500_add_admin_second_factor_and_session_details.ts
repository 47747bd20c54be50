import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code (docs/architecture.md#security).
// - admin_users: the optional second factor. The TOTP secret is stored encrypted by the admin
//   API (AES-256-GCM); a pending one waits for its first code. totp_last_step is the last
//   accepted 30-second step (an integer until the year 4000), so a code is never accepted twice.
// - admin_recovery_codes: ten single-use codes per enrolment, hashed.
// - refresh_token_families: what the Settings session list shows (last use, address, agent).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'integer')
    .execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('admin_user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin_user_id_idx')
    .on('admin_recovery_codes')
    .column('admin_user_id')
    .execute();
  await db.schema
    .alterTable('refresh_token_families')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('client_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refresh_token_families')
    .dropColumn('last_used_at')
    .dropColumn('client_address')
    .dropColumn('user_agent')
    .execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema
    .alterTable('admin_users')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_last_step')
    .execute();
}
