import { type Kysely, sql } from 'kysely';
import type { Database, NewContact } from '../schema.ts';

/** Stores a contact request; status, priority and source take the table's defaults. */
export async function insertContact(
  db: Kysely<Database>,
  values: Pick<NewContact, 'name' | 'email' | 'company' | 'service' | 'message'>,
): Promise<{ id: string }> {
  return db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Contact requests from one e-mail address (case-insensitive) since the given time. */
export async function countContactsByEmailSince(
  db: Kysely<Database>,
  email: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('createdAt', '>=', since)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
