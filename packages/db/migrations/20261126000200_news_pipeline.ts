import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. What the news pipeline keeps beside the spec's
// columns (docs/architecture.md#data-model): conditional GET validators and failure backoff
// per source, one article per normalised URL across sources, staff's Featured Research pins,
// and why and how each fetch ran.

// The backfill's normal form of a stored URL: surrounding blanks and the fragment dropped,
// scheme and host lower-cased, trailing slashes of the path dropped. New rows take the key the
// feed reader computes; this only has to give old rows a unique key close to it.
const originPattern = '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*';
const restPattern = '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(.*)$';
const trailingSlashPattern = '/+(\\?|$)';
const keepQuery = '\\1';

const listedAt = sql`coalesce(published_at, created_at)`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('news_sources')
    // The last answer's validators, sent back as If-None-Match / If-Modified-Since.
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    // A failing source waits until then before a scheduled fetch tries it again.
    .addColumn('next_fetch_at', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .alterTable('news_sources')
    .addCheckConstraint('news_sources_consecutive_failures_check', sql`consecutive_failures >= 0`)
    .execute();
  // The admin form's bound (1 to 100, larger first); a priority stored above it is lowered to it.
  await sql`update news_sources set priority = 100 where priority > 100`.execute(db);
  await db.schema
    .alterTable('news_sources')
    .dropConstraint('news_sources_priority_check')
    .execute();
  await db.schema
    .alterTable('news_sources')
    .addCheckConstraint('news_sources_priority_check', sql`priority >= 1 and priority <= 100`)
    .execute();

  await db.schema
    .alterTable('news_articles')
    .addColumn('url_key', 'text')
    .addColumn('featured_pin', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  // Rows whose URLs normalise alike keep their own key with the id appended: the oldest one
  // holds the plain key, so a feed offering the story again finds it stored.
  await sql`
    update news_articles a
    set url_key = case when k.nth = 1 then k.key else k.key || '#duplicate-' || a.id end
    from (
      select id, key, row_number() over (partition by key order by created_at, id) as nth
      from (
        select id, created_at,
          coalesce(
            lower(substring(base from ${originPattern}::text))
              || regexp_replace(
                substring(base from ${restPattern}::text),
                ${trailingSlashPattern}::text,
                ${keepQuery}::text
              ),
            base
          ) as key
        from (select id, created_at, split_part(btrim(url), '#', 1) as base from news_articles) b
      ) keyed
    ) k
    where a.id = k.id
  `.execute(db);
  // is_featured (the spec's column) now means "pinned by staff"; the check keeps both in step.
  await sql`update news_articles set featured_pin = 'pinned' where is_featured`.execute(db);
  await db.schema
    .alterTable('news_articles')
    .alterColumn('url_key', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('news_articles')
    .addUniqueConstraint('news_articles_url_key_key', ['url_key'])
    .execute();
  await db.schema
    .alterTable('news_articles')
    .addCheckConstraint(
      'news_articles_featured_pin_check',
      sql`featured_pin in ('auto', 'pinned', 'excluded')`,
    )
    .execute();
  await db.schema
    .alterTable('news_articles')
    .addCheckConstraint(
      'news_articles_is_featured_check',
      sql`is_featured = (featured_pin = 'pinned')`,
    )
    .execute();

  // The lists sort by coalesce(published_at, created_at): an undated article sorts by when we
  // stored it. The published_at indexes gave way to ones on that expression.
  for (const name of [
    'news_articles_published_at_idx',
    'news_articles_category_published_at_idx',
    'news_articles_source_id_published_at_idx',
    'news_articles_is_featured_published_at_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await sql`create index news_articles_listed_at_idx on news_articles (${listedAt}, id)`.execute(
    db,
  );
  await sql`
    create index news_articles_category_listed_at_idx on news_articles (category, ${listedAt})
  `.execute(db);
  // Also serves ON DELETE SET NULL when a source is removed.
  await sql`
    create index news_articles_source_id_listed_at_idx on news_articles (source_id, ${listedAt})
  `.execute(db);
  await sql`
    create index news_articles_pinned_listed_at_idx on news_articles (${listedAt})
    where featured_pin = 'pinned'
  `.execute(db);
  // Admin search by title (pg_trgm exists since 20261125000600).
  await sql`
    create index news_articles_title_trgm_idx on news_articles using gin (title gin_trgm_ops)
  `.execute(db);

  await db.schema
    .alterTable('news_fetch_logs')
    .addColumn('trigger', 'text')
    // A 304 answer to a conditional GET.
    .addColumn('not_modified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('http_status', 'integer')
    .execute();
  await db.schema
    .alterTable('news_fetch_logs')
    .addCheckConstraint(
      'news_fetch_logs_trigger_check',
      sql`"trigger" in ('schedule', 'refresh-news', 'admin')`,
    )
    .execute();
  // Pruning by age across every source.
  await db.schema
    .createIndex('news_fetch_logs_created_at_idx')
    .on('news_fetch_logs')
    .column('created_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_fetch_logs_created_at_idx').execute();
  await db.schema
    .alterTable('news_fetch_logs')
    .dropColumn('trigger')
    .dropColumn('not_modified')
    .dropColumn('http_status')
    .execute();

  for (const name of [
    'news_articles_title_trgm_idx',
    'news_articles_pinned_listed_at_idx',
    'news_articles_source_id_listed_at_idx',
    'news_articles_category_listed_at_idx',
    'news_articles_listed_at_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('news_articles_published_at_idx')
    .on('news_articles')
    .column('published_at')
    .execute();
  for (const column of ['category', 'source_id', 'is_featured']) {
    await db.schema
      .createIndex(`news_articles_${column}_published_at_idx`)
      .on('news_articles')
      .columns([column, 'published_at'])
      .execute();
  }
  await db.schema
    .alterTable('news_articles')
    .dropColumn('url_key')
    .dropColumn('featured_pin')
    .execute();

  await db.schema
    .alterTable('news_sources')
    .dropConstraint('news_sources_priority_check')
    .execute();
  await db.schema
    .alterTable('news_sources')
    .addCheckConstraint('news_sources_priority_check', sql`priority >= 1`)
    .execute();
  await db.schema
    .alterTable('news_sources')
    .dropColumn('etag')
    .dropColumn('last_modified')
    .dropColumn('consecutive_failures')
    .dropColumn('next_fetch_at')
    .dropColumn('last_success_at')
    .dropColumn('last_error')
    .execute();
}
