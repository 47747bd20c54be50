import type { Kysely } from 'kysely';

// Frozen in time: never imports app code. Each record staff edit carries a version the admin's
// save must name, so a save started from an older copy is refused instead of overwriting a
// colleague's newer change (docs/architecture.md#departures). Every admin update adds one.

const editedTables = ['contacts', 'job_applications', 'jobs'] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of editedTables) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of editedTables) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
