import type { ContactAssignee, ContactSource, ContactStatus, Priority } from '@phi/contracts';
import { type Kysely, sql } from 'kysely';
import type { ContactRow, ContactUpdate, Database, NewContact } from '../schema.ts';
import { isUuid } from '../uuid.ts';
import {
  type CappedPage,
  containsPattern,
  countCapped,
  countCappedQuery,
  dayRange,
  exportBatchSize,
  type PageRequest,
  walkNewestFirst,
} from './list-filters.ts';

/**
 * Stores a contact request; status, priority and source take the table's defaults. A contact
 * the form's abuse guard caught carries its `spamReason` and stays out of the default list.
 */
export async function insertContact(
  db: Kysely<Database>,
  values: Pick<NewContact, 'name' | 'email' | 'company' | 'service' | 'message' | 'spamReason'>,
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

export interface ContactListFilter {
  status?: ContactStatus | undefined;
  priority?: Priority | undefined;
  source?: ContactSource | undefined;
  /** null: contacts with no assignee. */
  assignedTo?: ContactAssignee | null | undefined;
  /** Substring of name, e-mail or company, case-insensitive (served by the trigram indexes). */
  search?: string | undefined;
  /** Calendar days (UTC), both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** true: only suspected spam; otherwise only contacts that are not (the default list). */
  isSuspectedSpam?: boolean | undefined;
}

function filterContacts(db: Kysely<Database>, filter: ContactListFilter) {
  let query = db
    .selectFrom('contacts')
    .where('spamReason', filter.isSuspectedSpam ? 'is not' : 'is', null);
  if (filter.status) {
    query = query.where('status', '=', filter.status);
  }
  if (filter.priority) {
    query = query.where('priority', '=', filter.priority);
  }
  if (filter.source) {
    query = query.where('source', '=', filter.source);
  }
  if (filter.assignedTo === null) {
    query = query.where('assignedTo', 'is', null);
  } else if (filter.assignedTo) {
    query = query.where('assignedTo', '=', filter.assignedTo);
  }
  if (filter.startDate && filter.endDate) {
    const { from, before } = dayRange(filter.startDate, filter.endDate);
    query = query.where('createdAt', '>=', from).where('createdAt', '<', before);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('company', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** One page of contacts, newest first, with the number of matches counted up to the cap. */
export async function listContacts(
  db: Kysely<Database>,
  filter: ContactListFilter,
  page: PageRequest,
): Promise<CappedPage<ContactRow>> {
  const filtered = filterContacts(db, filter);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countCapped(db, filtered, 'contacts.createdAt', page.countCap),
  ]);
  return { rows, ...count };
}

/**
 * Every contact the filter matches, newest first, in batches of `batchSize` (the CSV export
 * of all matching rows). Each batch continues after the last row of the previous one (keyset
 * on creation time and id, the time read as text so its microseconds survive), so rows added
 * meanwhile neither shift nor repeat what is read.
 */
export async function* streamContacts(
  db: Kysely<Database>,
  filter: ContactListFilter,
  batchSize: number = exportBatchSize,
): AsyncGenerator<ContactRow[]> {
  yield* walkNewestFirst(async (cursor) => {
    let query = filterContacts(db, filter);
    if (cursor) {
      query = query.where(
        sql<boolean>`(contacts.created_at, contacts.id) < (${cursor.createdAt}::timestamptz, ${cursor.id})`,
      );
    }
    return query
      .selectAll()
      .select(sql<string>`contacts.created_at::text`.as('cursorAt'))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute();
  }, batchSize);
}

/** The SQL of both list queries, for EXPLAIN in the scale test. */
export function compileContactListQueries(
  db: Kysely<Database>,
  filter: ContactListFilter,
  page: PageRequest,
) {
  const filtered = filterContacts(db, filter);
  return {
    page: filtered
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .compile(),
    count: countCappedQuery(db, filtered, 'contacts.createdAt', page.countCap).compile(),
  };
}

export function findContactById(db: Kysely<Database>, id: string): Promise<ContactRow | undefined> {
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
}

/** Locks the row until the transaction ends, so the audit "before" is what was replaced. */
export function findContactForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<ContactRow | undefined> {
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return trx
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export function updateContact(
  trx: Kysely<Database>,
  id: string,
  values: ContactUpdate,
): Promise<ContactRow> {
  return (
    trx
      .updateTable('contacts')
      // Every change raises the edit version, so a save started from the older copy is refused.
      .set({ ...values, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

/** The newest contacts, suspected spam left out (dashboard recent activity). */
export function listRecentContacts(db: Kysely<Database>, limit: number): Promise<ContactRow[]> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('spamReason', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
