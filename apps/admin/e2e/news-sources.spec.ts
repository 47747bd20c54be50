import { adminScreensCopy, newsFetchLogStatusLabels, newsFetchTriggerLabels } from '@phi/content';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

const copy = adminScreensCopy.newsSources;
const feedPath = '/feeds/northwind-lab.xml';

// The worker of the standalone run reaches this loopback server because playwright.config.ts
// passes NEWS_ALLOW_PRIVATE_HOSTS=127.0.0.1 (docs/architecture.md#news-pipeline).
let feeds: FeedServer;

test.beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve(feedPath, {
    body: readFixture('rss2-lab-blog.xml'),
    contentType: 'application/rss+xml; charset=utf-8',
  });
});

test.afterAll(async () => {
  await feeds?.close();
});

interface FetchLogRow {
  status: string;
  articles_found: number;
}

const findFetchLogs = (sourceName: string) =>
  queryE2eDatabase<FetchLogRow>(
    `select l.status, l.articles_found from news_fetch_logs l
       join news_sources s on s.id = l.source_id
     where s.name = $1 order by l.created_at desc`,
    [sourceName],
  );

// Ours (docs/architecture.md#news-pipeline): staff add a feed, fetch it now, read its fetch
// history and see its articles among the ones Featured Research can show.
test('a news source is added, fetched now, and its articles listed', async ({ page }) => {
  const name = `Test feed: Northwind Lab ${uniqueTag('e2e')}`;
  await signInAsAdmin(page);
  await page.goto('/admin/news-sources');
  await page.getByRole('button', { name: copy.addSource }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(copy.name).fill(name);
  await dialog.getByLabel(copy.siteUrl).fill(feeds.url('/'));
  await dialog.getByLabel(copy.feedUrl).fill(feeds.url(feedPath));
  await dialog.getByLabel(copy.priority).fill('50');
  await dialog.getByRole('button', { name: copy.createSource }).click();
  await expect(dialog).toBeHidden();

  const sources = page.getByRole('list', { name: copy.sourcesTable });
  const row = sources.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^${copy.fetchNow}`) }).click();
  await expect(
    row.getByRole('button', { name: new RegExp(`^${copy.fetchQueued}`) }),
  ).toBeDisabled();

  // The worker stores the feed's articles and one log row per fetch.
  await expect
    .poll(async () => (await findFetchLogs(name)).some((log) => log.articles_found > 0), {
      timeout: 45_000,
    })
    .toBe(true);

  await page.reload();
  await row.getByRole('button', { name: copy.recentFetchesOf(name) }).click();
  const latest = row.getByRole('table').getByRole('row').nth(1);
  await expect(latest).toContainText(newsFetchTriggerLabels.admin);
  await expect(latest).toContainText(
    new RegExp(`${newsFetchLogStatusLabels.success}|${newsFetchLogStatusLabels.partial}`),
  );
  const found = await latest.getByRole('cell').nth(2).textContent();
  expect(Number(found)).toBeGreaterThan(0);

  const articles = page.getByRole('list', { name: copy.articlesTable });
  await page.getByLabel(adminScreensCopy.source, { exact: true }).selectOption({ label: name });
  const article = articles
    .getByRole('listitem')
    .filter({ hasText: 'Teaching Small Transformers to Plan: Notes from Project Heron' });
  await expect(article).toBeVisible();
  await expect(article).toContainText(name);
  await expect(
    article.getByRole('link', { name: /Teaching Small Transformers to Plan/ }),
  ).toHaveAttribute('rel', 'noopener noreferrer');
});
