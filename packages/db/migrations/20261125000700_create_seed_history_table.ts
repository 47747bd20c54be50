import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. Each named seed batch runs once per database, so
// content an admin deletes stays deleted across restarts that re-run the seeds.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_history')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_history').execute();
}
