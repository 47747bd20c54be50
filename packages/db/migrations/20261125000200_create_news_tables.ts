import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. spec: chat-news-admin §3, news aggregation.

const uuidDefault = sql`gen_random_uuid()::text`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_sources')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    // Unique so the source list has one row per feed name and seeding can upsert safely.
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('rss_url', 'text')
    // A provider credential; never sent to a client.
    .addColumn('api_key', 'text')
    .addColumn('last_fetch', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('news_sources_type_check', sql`type in ('rss', 'api')`)
    .addCheckConstraint('news_sources_status_check', sql`status in ('active', 'inactive', 'error')`)
    .addCheckConstraint('news_sources_priority_check', sql`priority >= 1`)
    .execute();

  await db.schema
    .createTable('news_articles')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    // Articles outlive a removed source: they stay readable without its name.
    .addColumn('source_id', 'text', (c) => c.references('news_sources.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text')
    .addColumn('author', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('category', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('image_url', 'text')
    // Minutes of reading.
    .addColumn('read_time', 'integer')
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fetch_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('news_articles_read_time_check', sql`read_time is null or read_time > 0`)
    // spec: chat-news-admin §2, the topic filters (All Topics omits the filter).
    .addCheckConstraint(
      'news_articles_category_check',
      sql`category in ('ai', 'ml', 'dl', 'research', 'academic', 'industry')`,
    )
    .addCheckConstraint(
      'news_articles_fetch_status_check',
      sql`fetch_status in ('pending', 'processed', 'failed')`,
    )
    .execute();
  await db.schema
    .createIndex('news_articles_published_at_idx')
    .on('news_articles')
    .column('published_at')
    .execute();
  // spec: chat-news-admin §7, GET /api/news filters (category, source) and /api/news/featured.
  for (const column of ['category', 'source_id', 'is_featured']) {
    await db.schema
      .createIndex(`news_articles_${column}_published_at_idx`)
      .on('news_articles')
      .columns([column, 'published_at'])
      .execute();
  }

  await db.schema
    .createTable('news_fetch_logs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('source_id', 'text', (c) => c.references('news_sources.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('articles_found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('articles_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_message', 'text')
    // Milliseconds.
    .addColumn('fetch_duration', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'news_fetch_logs_status_check',
      sql`status in ('success', 'partial', 'error')`,
    )
    .execute();
  await db.schema
    .createIndex('news_fetch_logs_source_id_created_at_idx')
    .on('news_fetch_logs')
    .columns(['source_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['news_fetch_logs', 'news_articles', 'news_sources']) {
    await db.schema.dropTable(table).execute();
  }
}
