import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. One row per admin session (a sign-in's chain of
// rotated refresh tokens, until now only a family_id on each token): access tokens name it in
// their `sid` claim and are refused once it is revoked, and rotation and revocation lock it,
// so a revoke cannot miss a successor a concurrent rotation is inserting. Sessions already
// open get their row from their tokens, revoked when all their tokens are.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refresh_token_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refresh_token_families_admin_user_id_idx')
    .on('refresh_token_families')
    .column('admin_user_id')
    .execute();
  await sql`
    insert into refresh_token_families (id, admin_user_id, created_at, absolute_expires_at, revoked_at)
    select family_id, min(admin_user_id), min(created_at), max(absolute_expires_at),
      case when bool_and(revoked_at is not null) then max(revoked_at) end
    from refresh_tokens
    group by family_id
  `.execute(db);
  await db.schema
    .alterTable('refresh_tokens')
    .addForeignKeyConstraint(
      'refresh_tokens_family_id_fkey',
      ['family_id'],
      'refresh_token_families',
      ['id'],
    )
    .onDelete('cascade')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refresh_tokens')
    .dropConstraint('refresh_tokens_family_id_fkey')
    .execute();
  await db.schema.dropTable('refresh_token_families').execute();
}
