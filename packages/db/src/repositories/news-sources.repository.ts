import type { Kysely } from 'kysely';
import type { Database, NewNewsSource, NewsSourceRow, NewsSourceUpdate } from '../schema.ts';
import { isUuid } from '../uuid.ts';

export interface NewsSourceWithArticleCount extends NewsSourceRow {
  articleCount: number;
}

export interface NewsFeedHealthCounts {
  /** Sources not set inactive by staff (a source in error is still fetched). */
  activeSources: number;
  /** Of those, the ones whose last fetch failed. */
  failingSources: number;
  lastSuccessAt: Date | null;
}

/** Every source the scheduler fetches: all but the inactive ones, highest priority first. */
export function listSchedulableNewsSources(
  db: Kysely<Database>,
): Promise<Pick<NewsSourceRow, 'id' | 'name' | 'priority'>[]> {
  return db
    .selectFrom('newsSources')
    .select(['id', 'name', 'priority'])
    .where('status', '<>', 'inactive')
    .orderBy('priority', 'desc')
    .orderBy('name')
    .execute();
}

/** One source; a malformed id reads as not found without a query. */
export async function findNewsSourceById(
  db: Kysely<Database>,
  id: string,
): Promise<NewsSourceRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return db
    .selectFrom('newsSources')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
}

/** Locks the source until the transaction ends: an admin edit records what it replaced. */
export async function findNewsSourceForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<NewsSourceRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  return trx
    .selectFrom('newsSources')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

/** Every source with its stored articles counted, highest priority first (admin list). */
export function listNewsSourcesWithArticleCounts(
  db: Kysely<Database>,
): Promise<NewsSourceWithArticleCount[]> {
  return db
    .selectFrom('newsSources as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('newsArticles as a')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('a.sourceId', '=', 's.id')
        .$asScalar()
        .$notNull()
        .as('articleCount'),
    )
    .orderBy('s.priority', 'desc')
    .orderBy('s.name')
    .execute();
}

export async function countNewsArticlesOfSource(
  db: Kysely<Database>,
  sourceId: string,
): Promise<number> {
  const row = await db
    .selectFrom('newsArticles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sourceId', '=', sourceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertNewsSource(
  trx: Kysely<Database>,
  values: NewNewsSource,
): Promise<NewsSourceRow> {
  return trx.insertInto('newsSources').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Absent (undefined) fields keep their value; null clears a nullable one. */
export function updateNewsSourceById(
  trx: Kysely<Database>,
  id: string,
  values: NewsSourceUpdate,
): Promise<NewsSourceRow> {
  return trx
    .updateTable('newsSources')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Its articles stay, without a source (the foreign key sets null); its fetch logs go. */
export async function deleteNewsSourceById(trx: Kysely<Database>, id: string): Promise<void> {
  await trx.deleteFrom('newsSources').where('id', '=', id).execute();
}

export async function readNewsFeedHealth(db: Kysely<Database>): Promise<NewsFeedHealthCounts> {
  const row = await db
    .selectFrom('newsSources')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', '<>', 'inactive').as('activeSources'),
      eb.fn
        .countAll<number>()
        .filterWhere((where) =>
          where.and([where('status', '<>', 'inactive'), where('consecutiveFailures', '>', 0)]),
        )
        .as('failingSources'),
      eb.fn.max('lastSuccessAt').as('lastSuccessAt'),
    ])
    .executeTakeFirstOrThrow();
  return {
    activeSources: Number(row.activeSources),
    failingSources: Number(row.failingSources),
    lastSuccessAt: row.lastSuccessAt ?? null,
  };
}
