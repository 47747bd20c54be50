import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. A contact caught by the form's honeypot or its
// minimum fill time was answered as a success and dropped, so a person who autofilled and
// pasted quickly was a lost lead. Such contacts are now stored with the reason they were
// caught (null for every other contact) and kept out of the default list until staff say
// "Not spam" (docs/architecture.md#departures). The partial index serves the "Suspected spam"
// list newest first; the default list keeps using the existing indexes with one more filter.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('spam_reason', 'text', (column) =>
      column.check(sql`spam_reason in ('honeypot', 'too-fast')`),
    )
    .execute();
  await sql`
    create index contacts_suspected_spam_created_at_idx on contacts (created_at desc, id desc)
    where spam_reason is not null
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_suspected_spam_created_at_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('spam_reason').execute();
}
