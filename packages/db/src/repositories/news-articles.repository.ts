import type { NewsCategory } from '@phi/contracts';
import type { FeaturedPin } from '@phi/contracts/admin';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, NewNewsArticle, NewsArticleRow } from '../schema.ts';
import { isUuid } from '../uuid.ts';
import { type CappedPage, containsPattern, countCapped, type PageRequest } from './list-filters.ts';

/** An article with what the page shows of its source (null once the source is deleted). */
export interface NewsArticleWithSource extends NewsArticleRow {
  sourceName: string | null;
  sourcePriority: number | null;
}

// The lists' date: an undated article sorts by when we stored it. Spelt exactly as in the
// listed_at indexes (migration 20261126000200) so the planner uses them.
function listedAt(table: 'a' | 'ranked') {
  return sql<Date>`coalesce(${sql.ref(`${table}.publishedAt`)}, ${sql.ref(`${table}.createdAt`)})`;
}

function selectWithSource(db: Kysely<Database>) {
  return db
    .selectFrom('newsArticles as a')
    .leftJoin('newsSources as s', 's.id', 'a.sourceId')
    .selectAll('a')
    .select(['s.name as sourceName', 's.priority as sourcePriority']);
}

type ArticleColumn = keyof NewNewsArticle;

/**
 * How each insertable column travels (a new column fails to compile until it is listed): as
 * an array of its type, tags (an array per row) as array literals, and the article's content
 * as UTF-8 bytes (see packedTexts).
 */
const articleColumnTypes: { readonly [C in ArticleColumn]-?: string } = {
  id: 'text',
  sourceId: 'text',
  title: 'text',
  url: 'text',
  urlKey: 'text',
  excerpt: 'text',
  content: 'utf8',
  author: 'text',
  publishedAt: 'timestamptz',
  category: 'text',
  tags: 'text[]',
  imageUrl: 'text',
  readTime: 'integer',
  isFeatured: 'boolean',
  fetchStatus: 'text',
  createdAt: 'timestamptz',
  featuredPin: 'text',
};

const arrayLiteralSpecial = /[\\"]/g;

/** A text[] value as a PostgreSQL array literal ('{"a","b \\"c\\""}'). */
function textArrayLiteral(values: readonly (string | null)[]): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(arrayLiteralSpecial, '\\$&')}"`,
  );
  return `{${elements.join(',')}}`;
}

/**
 * Long texts (a feed's whole article, kilobytes a row) as one binary parameter of their UTF-8
 * bytes and each row's place in it, read back by substring and convert_from: PostgreSQL then
 * neither scans a text[] literal for quotes and escapes nor the driver writes one (a tenth of
 * a batch's insert time for a feed of posts, measured beside pnpm bench:news). A null's length
 * is null, so its substring is null.
 */
function packedTexts(values: readonly unknown[]): {
  bytes: Buffer;
  starts: number[];
  lengths: (number | null)[];
} {
  const lengths = values.map((value) =>
    typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : null,
  );
  const bytes = Buffer.allocUnsafe(lengths.reduce<number>((sum, length) => sum + (length ?? 0), 0));
  const starts: number[] = [];
  let offset = 0;
  values.forEach((value, row) => {
    starts.push(offset + 1);
    if (typeof value === 'string') {
      offset += bytes.write(value, offset, lengths[row] as number, 'utf8');
    }
  });
  return { bytes, starts, lengths };
}

/** The columns every row sets, when all rows set the same ones; else null. */
function sharedColumns(rows: readonly NewNewsArticle[]): ArticleColumn[] | null {
  const first = rows[0] as NewNewsArticle;
  const columns = (Object.keys(first) as ArticleColumn[]).filter(
    (column) => first[column] !== undefined,
  );
  for (const row of rows) {
    let set = 0;
    for (const column of Object.keys(row) as ArticleColumn[]) {
      if (row[column] !== undefined) {
        if (first[column] === undefined) {
          return null;
        }
        set += 1;
      }
    }
    if (set !== columns.length) {
      return null;
    }
  }
  return columns;
}

/**
 * Rows that set the same columns travel as one array per column and are unnested into the
 * INSERT: a dozen bind parameters and one small statement to parse and plan, instead of a
 * VALUES list with a parameter per cell (2,600 for a 200-item feed).
 */
async function insertUnnested(
  db: Kysely<Database>,
  rows: readonly NewNewsArticle[],
  columns: ArticleColumn[],
  isFlushDeferred: boolean,
): Promise<number> {
  const arrays: RawBuilder<unknown>[] = [];
  const unnested: RawBuilder<unknown>[] = [];
  const selected: RawBuilder<unknown>[] = [];
  for (const column of columns) {
    const type = articleColumnTypes[column];
    const values = rows.map((row) => row[column]);
    const ref = sql.ref(`u.${column}`);
    if (type === 'utf8') {
      const packed = packedTexts(values);
      const [start, length] = [sql.id(`${column}Start`), sql.id(`${column}Length`)];
      arrays.push(sql`${packed.starts}::integer[]`, sql`${packed.lengths}::integer[]`);
      unnested.push(start, length);
      selected.push(
        sql`convert_from(substring(${packed.bytes}::bytea from u.${start} for u.${length}), 'UTF8')`,
      );
    } else if (type === 'text[]') {
      arrays.push(
        sql`${values.map((value) => textArrayLiteral(value as (string | null)[]))}::text[]`,
      );
      unnested.push(sql.id(column));
      selected.push(sql`${ref}::text[]`);
    } else {
      arrays.push(sql`${values}::${sql.raw(type)}[]`);
      unnested.push(sql.id(column));
      selected.push(ref);
    }
  }
  const names = sql.join(columns.map((column) => sql.id(column)));
  // Only the number of stored rows comes back, not a row per article. synchronous_commit set
  // for this statement's own transaction is read when it commits, in the same round trip.
  const settings = isFlushDeferred
    ? sql`select set_config('synchronous_commit', 'off', true)`
    : sql`select 1`;
  const counted = await sql<{ inserted: number }>`with settings as (${settings}), stored as (
      insert into ${sql.table('newsArticles')} (${names})
      select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as u(${sql.join(unnested)})
      on conflict do nothing returning 1
    ) select (select count(*) from stored)::int as inserted from settings`.execute(db);
  return counted.rows[0]?.inserted ?? 0;
}

/**
 * Stores the rows whose URL and normalised URL are both new, and answers how many it stored.
 * ON CONFLICT DO NOTHING with no target skips a row clashing on either unique key (url_key or
 * the spec's url), and a row offered by two transactions at once is stored by whichever
 * commits first; the other skips it. Callers pass rows sorted by urlKey, so two concurrent
 * batches take their key locks in the same order and never deadlock (the rows are inserted
 * in the order given, also when unnested).
 *
 * With `isFlushDeferred` the statement commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for its own transaction): for a caller whose next synchronous
 * commit flushes these rows with it, and which stores them again if that commit never comes.
 * Only rows that set the same columns are stored this way; mixed rows commit as usual.
 */
export async function insertNewsArticlesOnce(
  db: Kysely<Database>,
  rows: NewNewsArticle[],
  options: { isFlushDeferred?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const columns = sharedColumns(rows);
  if (columns !== null) {
    return insertUnnested(db, rows, columns, options.isFlushDeferred === true);
  }
  // Rows that leave different columns to their defaults: a VALUES list can say DEFAULT.
  const inserted = await db
    .insertInto('newsArticles')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export interface PublicNewsArticleFilter {
  category?: NewsCategory | undefined;
  /** A source id or a source name, any letter case. */
  source?: string | undefined;
}

/** One page of articles, newest first. */
export function listNewsArticlesPage(
  db: Kysely<Database>,
  filter: PublicNewsArticleFilter,
  page: { limit: number; offset: number },
): Promise<NewsArticleWithSource[]> {
  let query = selectWithSource(db);
  if (filter.category) {
    query = query.where('a.category', '=', filter.category);
  }
  const source = filter.source;
  if (source) {
    query = query.where('a.sourceId', 'in', (eb) =>
      eb
        .selectFrom('newsSources as named')
        .select('named.id')
        .where((match) =>
          match.or([
            match('named.id', '=', source),
            match(match.fn('lower', ['named.name']), '=', source.toLowerCase()),
          ]),
        ),
    );
  }
  return query
    .orderBy(listedAt('a'), 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Articles staff pinned to Featured Research, newest first. */
export function listPinnedNewsArticles(
  db: Kysely<Database>,
  limit: number,
): Promise<NewsArticleWithSource[]> {
  return selectWithSource(db)
    .where('a.featuredPin', '=', 'pinned')
    .orderBy(listedAt('a'), 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export interface FeaturedCandidateQuery {
  /** Only articles dated (or, undated, stored) at or after this time. */
  since: Date;
  /** At most this many of each source, its newest. */
  perSource: number;
  limit: number;
}

/**
 * Articles Featured Research may pick by itself: neither pinned nor excluded, with an http(s)
 * image, recent; at most `perSource` per source; higher source priority first, then newest.
 */
export function listAutoFeaturedCandidates(
  db: Kysely<Database>,
  query: FeaturedCandidateQuery,
): Promise<NewsArticleWithSource[]> {
  const ranked = selectWithSource(db)
    .select(
      sql<number>`row_number() over (partition by ${sql.ref('a.sourceId')} order by ${listedAt('a')} desc, ${sql.ref('a.id')} desc)`.as(
        'nthOfSource',
      ),
    )
    .where('a.featuredPin', '=', 'auto')
    .where('a.imageUrl', '~*', '^https?://')
    .where(listedAt('a'), '>=', query.since)
    .as('ranked');
  return db
    .selectFrom(ranked)
    .selectAll()
    .where('ranked.nthOfSource', '<=', query.perSource)
    .orderBy(sql`coalesce(${sql.ref('ranked.sourcePriority')}, 0)`, 'desc')
    .orderBy(listedAt('ranked'), 'desc')
    .orderBy('ranked.id', 'desc')
    .limit(query.limit)
    .execute();
}

export interface AdminNewsArticleFilter {
  sourceId?: string | undefined;
  /** Substring of the title, any letter case (served by the trigram index). */
  search?: string | undefined;
  /** Only these articles (the admin's "featured only": the current Featured Research). */
  ids?: readonly string[] | undefined;
}

/** One page of articles for the admin list, newest first, counted up to the cap. */
export async function listNewsArticlesByFilter(
  db: Kysely<Database>,
  filter: AdminNewsArticleFilter,
  page: PageRequest,
): Promise<CappedPage<NewsArticleWithSource>> {
  let filtered = selectWithSource(db);
  if (filter.sourceId) {
    filtered = filtered.where('a.sourceId', '=', filter.sourceId);
  }
  if (filter.search) {
    filtered = filtered.where('a.title', 'ilike', containsPattern(filter.search));
  }
  if (filter.ids) {
    if (filter.ids.length === 0) {
      return { rows: [], total: 0, isCapped: false };
    }
    filtered = filtered.where('a.id', 'in', [...filter.ids]);
  }
  const [rows, count] = await Promise.all([
    filtered
      .orderBy(listedAt('a'), 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countCapped(db, filtered, listedAt('a'), page.countCap),
  ]);
  return { rows, ...count };
}

export function findNewsArticleWithSource(
  db: Kysely<Database>,
  id: string,
): Promise<NewsArticleWithSource | undefined> {
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return selectWithSource(db).where('a.id', '=', id.toLowerCase()).executeTakeFirst();
}

/** Locks the article until the transaction ends (the audit "before" of a pin change). */
export function findNewsArticleForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<NewsArticleRow | undefined> {
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return trx
    .selectFrom('newsArticles')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the pin and, in the same statement, is_featured (true exactly when pinned). */
export async function setNewsArticleFeaturedPin(
  trx: Kysely<Database>,
  id: string,
  pin: FeaturedPin,
): Promise<void> {
  await trx
    .updateTable('newsArticles')
    .set({ featuredPin: pin, isFeatured: pin === 'pinned' })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the articles dated (or, undated, stored) before `cutoff`, pinned ones excepted;
 * answers how many.
 */
export async function deleteNewsArticlesListedBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('newsArticles as a')
    .where(listedAt('a'), '<', cutoff)
    .where('a.featuredPin', '<>', 'pinned')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
