import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';

// Leading columns of the indexes behind every admin filter and sort (spec: chat-news-admin
// §2 Contacts, Applications, Job Postings; §7 news queries).
const expectedBtreeIndexes: [table: string, columns: string][] = [
  ['contacts', 'created_at'],
  ['contacts', 'status, created_at'],
  ['contacts', 'priority, created_at'],
  ['contacts', 'source, created_at'],
  ['contacts', 'assigned_to, created_at'],
  ['job_applications', 'created_at'],
  ['job_applications', 'status, created_at'],
  ['job_applications', 'priority, created_at'],
  ['job_applications', 'assigned_to, created_at'],
  ['job_applications', 'rating, created_at'],
  ['job_applications', 'job_id'],
  ['jobs', 'is_active, created_at'],
  ['jobs', 'created_at'],
  // The news lists sort by the date, or when undated by when the article was stored.
  ['news_articles', 'COALESCE(published_at, created_at), id'],
  ['news_articles', 'category, COALESCE(published_at, created_at)'],
  ['news_articles', 'source_id, COALESCE(published_at, created_at)'],
  ['news_fetch_logs', 'source_id, created_at'],
  ['news_fetch_logs', 'created_at'],
  ['blog_posts', 'published_at'],
];

const expectedTrigramIndexes: [table: string, column: string][] = [
  ['contacts', 'name'],
  ['contacts', 'email'],
  ['contacts', 'company'],
  // Generated from personal_info (20261126001000_index_applicant_search_fields).
  ['job_applications', 'applicant_first_name'],
  ['job_applications', 'applicant_last_name'],
  ['job_applications', 'applicant_name'],
  ['job_applications', 'applicant_email'],
  ['jobs', 'title'],
  ['news_articles', 'title'],
];

describe('indexes', () => {
  const context = useTestDatabase();

  async function indexDefinitions(): Promise<{ tablename: string; indexdef: string }[]> {
    const { rows } = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = current_schema()
    `.execute(context.db.withoutPlugins());
    return rows;
  }

  it('serve every admin filter together with the newest-first sort', async () => {
    const definitions = await indexDefinitions();
    for (const [table, columns] of expectedBtreeIndexes) {
      expect(
        definitions.some(
          (row) => row.tablename === table && row.indexdef.endsWith(`USING btree (${columns})`),
        ),
        `${table} (${columns})`,
      ).toBe(true);
    }
  });

  it('serve substring search with pg_trgm GIN indexes', async () => {
    const definitions = await indexDefinitions();
    for (const [table, column] of expectedTrigramIndexes) {
      expect(
        definitions.some(
          (row) =>
            row.tablename === table && row.indexdef.endsWith(`USING gin (${column} gin_trgm_ops)`),
        ),
        `${table}.${column}`,
      ).toBe(true);
    }
  });

  it('serve any combination of the contact filters with one btree_gin index', async () => {
    const definitions = await indexDefinitions();
    expect(
      definitions.some(
        (row) =>
          row.tablename === 'contacts' &&
          row.indexdef.endsWith('USING gin (status, priority, source, assigned_to)'),
      ),
    ).toBe(true);
  });

  it('serve the pinned Featured Research articles with a partial index', async () => {
    const definitions = await indexDefinitions();
    expect(
      definitions.some(
        (row) =>
          row.tablename === 'news_articles' &&
          row.indexdef.endsWith(
            "USING btree (COALESCE(published_at, created_at)) WHERE (featured_pin = 'pinned'::text)",
          ),
      ),
    ).toBe(true);
  });

  it('lets the planner walk the listed-at index for the newest news first', async () => {
    const raw = context.db.withoutPlugins();
    await sql`set enable_seqscan = off`.execute(raw);
    try {
      const plan = await sql<{ 'QUERY PLAN': string }>`
        explain select id from news_articles
        order by coalesce(published_at, created_at) desc, id desc limit 24
      `.execute(raw);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'news_articles_listed_at_idx',
      );
    } finally {
      await sql`reset enable_seqscan`.execute(raw);
    }
  });

  it('lets the planner use a trigram index for ILIKE search', async () => {
    await context.db
      .insertInto('contacts')
      .values({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hi', company: 'Engines' })
      .execute();
    const raw = context.db.withoutPlugins();
    await sql`set enable_seqscan = off`.execute(raw);
    try {
      const found = await context.db
        .selectFrom('contacts')
        .select('name')
        .where('name', 'ilike', '%lovel%')
        .execute();
      expect(found).toEqual([{ name: 'Ada Lovelace' }]);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        explain select name from contacts where name ilike '%lovel%'
      `.execute(raw);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'contacts_name_trgm_idx',
      );
    } finally {
      await sql`reset enable_seqscan`.execute(raw);
    }
  });

  it('search knowledge chunks through the generated tsvector and its GIN index', async () => {
    const document = await context.db
      .insertInto('knowledgeDocuments')
      .values({ title: 'Services', source: 'site', collection: 'site', documentKey: '/services' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunk = { documentId: document.id, collection: 'site' };
    await context.db
      .insertInto('knowledgeChunks')
      .values([
        { ...chunk, chunkIndex: 0, content: 'We schedule shifts with forecasts.' },
        { ...chunk, chunkIndex: 1, content: 'Voice agents answer hotel calls.' },
      ])
      .execute();
    const hits = await context.db
      .selectFrom('knowledgeChunks')
      .select(['chunkIndex', 'tsv'])
      .where(sql<boolean>`tsv @@ websearch_to_tsquery('english', 'scheduling')`)
      .execute();
    expect(hits).toHaveLength(1);
    expect(hits[0]?.chunkIndex).toBe(0);
    expect(hits[0]?.tsv).toContain("'schedul'");
    const definitions = await indexDefinitions();
    expect(
      definitions.some((row) => row.indexdef.endsWith('knowledge_chunks USING gin (tsv)')),
    ).toBe(true);
  });
});
