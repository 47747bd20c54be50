import type { Kysely } from 'kysely';

// Frozen in time: never imports app code. An admin whose password was generated (the first
// start's printed one) must replace it at first sign-in; until then the admin API answers
// only the change-password call (docs/architecture.md#first-admin). Existing admins keep
// signing in as before.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('must_change_password').execute();
}
