import { newsSourceDefaultPriority, newsSourceMaxPriority } from '@phi/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';

const checkViolation = { code: '23514' };

// Test data shaped like a real feed item.
const article = {
  title: 'Scaling laws for sparse mixture-of-experts models',
  url: 'https://research.example.test/blog/sparse-moe-scaling',
  urlKey: 'https://research.example.test/blog/sparse-moe-scaling',
};

describe('news pipeline constraints (migration 20261126000200)', () => {
  const context = useTestDatabase();

  function source(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Test feed: Research Example',
      type: 'rss' as const,
      url: 'https://research.example.test/',
      ...overrides,
    };
  }

  it('bounds a source priority by the contract range, 1 to 100', async () => {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'news_sources_priority_check'
    `.execute(context.db.withoutPlugins());
    const bounds = /priority >= (\d+)\) AND \(priority <= (\d+)/.exec(rows[0]?.definition ?? '');
    expect(bounds?.slice(1).map(Number)).toEqual([
      newsSourceDefaultPriority,
      newsSourceMaxPriority,
    ]);

    await context.db
      .insertInto('newsSources')
      .values(source({ priority: 100 }))
      .execute();
    for (const priority of [0, 101]) {
      await expect(
        context.db
          .insertInto('newsSources')
          .values(source({ name: `Test feed ${priority}`, priority }))
          .execute(),
      ).rejects.toMatchObject(checkViolation);
    }
  });

  it('starts a source healthy and refuses a negative failure count', async () => {
    const row = await context.db
      .insertInto('newsSources')
      .values(source())
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      consecutiveFailures: 0,
      nextFetchAt: null,
      lastSuccessAt: null,
      lastError: null,
      etag: null,
      lastModified: null,
    });
    await expect(
      context.db
        .updateTable('newsSources')
        .set({ consecutiveFailures: -1 })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toMatchObject(checkViolation);
  });

  it('keeps is_featured true exactly when the article is pinned', async () => {
    const stored = await context.db
      .insertInto('newsArticles')
      .values(article)
      .returning(['featuredPin', 'isFeatured'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ featuredPin: 'auto', isFeatured: false });
    await expect(
      context.db.updateTable('newsArticles').set({ isFeatured: true }).execute(),
    ).rejects.toMatchObject(checkViolation);
    await expect(
      context.db.updateTable('newsArticles').set({ featuredPin: 'pinned' }).execute(),
    ).rejects.toMatchObject(checkViolation);
    await context.db
      .updateTable('newsArticles')
      .set({ featuredPin: 'pinned', isFeatured: true })
      .execute();
  });

  it('stores one article per normalised URL', async () => {
    await context.db.insertInto('newsArticles').values(article).execute();
    await expect(
      context.db
        .insertInto('newsArticles')
        .values({ ...article, url: `${article.url}?utm_source=rss` })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'news_articles_url_key_key' });
  });

  it('records a fetch trigger from the contract only', async () => {
    await context.db
      .insertInto('newsFetchLogs')
      .values({ status: 'success', trigger: 'admin' })
      .execute();
    await expect(
      context.db
        .insertInto('newsFetchLogs')
        .values({ status: 'success', trigger: 'cron' as never })
        .execute(),
    ).rejects.toMatchObject(checkViolation);
  });
});
