import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.ts';
import { assertMigrationSucceeded, createMigrator, migrateToLatest } from '../src/migrate.ts';
import { useTestDatabase } from './test-database.ts';

const migrationNames = Object.keys(migrations);
const newsPipeline = '20261126000200_news_pipeline';
const before = migrationNames[migrationNames.indexOf(newsPipeline) - 1] ?? '';

interface BackfilledArticle {
  url: string;
  url_key: string;
  featured_pin: string;
  is_featured: boolean;
}

// A database that stored articles before the news pipeline existed: the migration gives each a
// unique normalised key and turns the spec's is_featured into a staff pin.
describe('migration 20261126000200_news_pipeline on stored news', () => {
  const context = useTestDatabase({ truncate: false });

  it('backfills url_key and featured_pin, clamps priorities, and can go down again', async () => {
    const raw = context.db.withoutPlugins();
    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));

    // Test data: rows as the old schema held them, created one second apart.
    await sql`
      insert into news_sources (id, name, type, url, priority)
      values ('5d0d1c0e-8d4e-4a8f-9a53-3f0f6d2b7a01', 'Test feed: Example AI Blog', 'rss',
        'https://ai.example.test/', 250)
    `.execute(raw);
    const stored: [url: string, isFeatured: boolean][] = [
      ['https://AI.Example.test/News/Attention-Sinks/', false],
      ['https://ai.example.test/News/Attention-Sinks#comments', true],
      ['https://ai.example.test/research/?page=2', false],
      ['  https://ai.example.test/research/rlhf-survey  ', false],
      ['/relative/only', false],
    ];
    for (const [index, [url, isFeatured]] of stored.entries()) {
      await sql`
        insert into news_articles (source_id, title, url, is_featured, created_at)
        values ('5d0d1c0e-8d4e-4a8f-9a53-3f0f6d2b7a01', ${`Stored article ${index}`}, ${url},
          ${isFeatured}, ${new Date(Date.UTC(2026, 10, 1, 9, 0, index))})
      `.execute(raw);
    }

    expect(await migrateToLatest(context.db)).toMatchObject({
      applied: expect.arrayContaining([newsPipeline]),
    });

    const { rows } = await sql<BackfilledArticle & { id: string }>`
      select id, url, url_key, featured_pin, is_featured from news_articles order by created_at
    `.execute(raw);
    expect(rows.map((row) => row.url_key)).toEqual([
      'https://ai.example.test/News/Attention-Sinks',
      // The same story stored twice keeps a key of its own; the older row holds the plain key.
      `https://ai.example.test/News/Attention-Sinks#duplicate-${rows[1]?.id}`,
      'https://ai.example.test/research?page=2',
      'https://ai.example.test/research/rlhf-survey',
      '/relative/only',
    ]);
    expect(rows.map((row) => [row.featured_pin, row.is_featured])).toEqual([
      ['auto', false],
      ['pinned', true],
      ['auto', false],
      ['auto', false],
      ['auto', false],
    ]);
    const { rows: sources } = await sql<{ priority: number; consecutive_failures: number }>`
      select priority, consecutive_failures from news_sources
    `.execute(raw);
    expect(sources).toEqual([{ priority: 100, consecutive_failures: 0 }]);

    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'news_articles'
        and column_name in ('url_key', 'featured_pin', 'is_featured')
    `.execute(raw);
    expect(columns).toEqual([{ column_name: 'is_featured' }]);
    expect(await migrateToLatest(context.db)).toMatchObject({
      applied: expect.arrayContaining([newsPipeline]),
    });
  });
});
