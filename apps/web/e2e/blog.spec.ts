import { randomBytes } from 'node:crypto';
import { newsCategoryLabels } from '@phi/contracts';
import { newsMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { type FeedServer, readFixture, startFeedServer } from '@phi/news/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// spec: chat-news-admin §2, §4 and §9 (the news page), against the standalone build: its news
// worker fetches a loopback feed server (playwright.config.ts allows 127.0.0.1 for the worker)
// serving fixtures in the shapes real feeds have (packages/news/test/fixtures).

// Refresh News waits for the worker to fetch every active source, some of them real feeds that
// fail slowly without internet here.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: FeedServer;
let sourceId: string;
const feeds = ['atom-research.xml', 'rss1-arxiv.rdf'] as const;

interface StoredArticle {
  title: string;
  category: keyof typeof newsCategoryLabels | null;
}

test.beforeAll(async () => {
  server = await startFeedServer();
  server.serve('/e2e/atom-research.xml', {
    body: readFixture('atom-research.xml'),
    contentType: 'application/atom+xml',
  });
  server.serve('/e2e/rss1-arxiv.rdf', {
    body: readFixture('rss1-arxiv.rdf'),
    contentType: 'application/rdf+xml',
  });
  const suffix = randomBytes(3).toString('hex');
  const rows = await queryE2eDatabase<{ id: string }>(
    `insert into news_sources (name, type, url, rss_url, priority) values
       ($1, 'rss', $3, $4, 100), ($2, 'rss', $3, $5, 100) returning id`,
    [
      `E2E Atom feed ${suffix}`,
      `E2E RDF feed ${suffix}`,
      server.url('/'),
      server.url(`/e2e/${feeds[0]}`),
      server.url(`/e2e/${feeds[1]}`),
    ],
  );
  sourceId = rows[0]?.id ?? '';
});

test.afterAll(async () => {
  await queryE2eDatabase(`update news_sources set status = 'inactive' where rss_url like $1`, [
    `${server.url('/e2e/')}%`,
  ]);
  await server?.close();
});

function section(page: Page, heading: string): Locator {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
}

async function storedArticles(): Promise<StoredArticle[]> {
  return queryE2eDatabase<StoredArticle>(
    `select a.title, a.category from news_articles a join news_sources s on s.id = a.source_id
     where s.rss_url like $1 order by a.title`,
    [`${server.url('/e2e/')}%`],
  );
}

test('Refresh News fetches the sources and brings their articles onto the page', async ({
  page,
}) => {
  expect(await storedArticles()).toEqual([]);
  await gotoInteractive(page, routePaths.blog);
  await expect(page.getByRole('heading', { level: 1, name: newsMessages.heroTitle })).toBeVisible();
  // The lists load with their own chunk; its Refresh News has the handler.
  await expect(
    section(page, newsMessages.allArticles)
      .getByRole('article')
      .or(page.getByRole('heading', { name: newsMessages.noArticles })),
  ).not.toHaveCount(0);

  await page.getByRole('button', { name: newsMessages.refreshNews }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /new articles? arrived/ })).toBeVisible({
    timeout: 120_000,
  });
  expect(server.requests('/e2e/atom-research.xml')).toBeGreaterThan(0);

  const stored = await storedArticles();
  expect(stored.length).toBeGreaterThan(3);
  const firstTitle = stored[0]?.title ?? '';
  await expect(page.getByRole('heading', { level: 3, name: firstTitle })).toBeVisible();

  const logs = await queryE2eDatabase<{ status: string; trigger: string }>(
    'select status, trigger from news_fetch_logs where source_id = $1',
    [sourceId],
  );
  expect(logs).toEqual([expect.objectContaining({ trigger: 'refresh-news' })]);
  expect(logs[0]?.status).toMatch(/^(success|partial)$/);
});

test('shows at most 6 featured articles and the rest in the grid, each opening its source safely', async ({
  page,
}) => {
  await gotoInteractive(page, routePaths.blog);
  const featured = section(page, newsMessages.featuredResearch).getByRole('article');
  const grid = section(page, newsMessages.allArticles).getByRole('article');
  await expect(grid.first()).toBeVisible();
  expect(await featured.count()).toBeLessThanOrEqual(6);

  const featuredTitles = await featured.getByRole('heading', { level: 3 }).allInnerTexts();
  const gridTitles = await grid.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(gridTitles.filter((title) => featuredTitles.includes(title))).toEqual([]);

  const link = grid.first().getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
});

test('a topic filter changes the list; All Topics brings it back', async ({ page }) => {
  const stored = await storedArticles();
  const category = stored.find((article) => article.category !== null)?.category;
  expect(category).toBeTruthy();
  const label = newsCategoryLabels[category as keyof typeof newsCategoryLabels];

  await gotoInteractive(page, routePaths.blog);
  const grid = section(page, newsMessages.allArticles);
  await expect(grid.getByRole('article').first()).toBeVisible();

  const filters = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'All Topics' }) });
  const requested = page.waitForRequest((request) =>
    request.url().includes(`/api/news?category=${category}`),
  );
  await filters.getByRole('button', { name: label, exact: true }).click();
  await requested;
  await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`[?&]topic=${category}`));
  const categories = grid.getByRole('article').locator('p.uppercase');
  await expect(categories.first()).toBeVisible();
  for (const text of await categories.allInnerTexts()) {
    expect(text.toUpperCase().startsWith(label.toUpperCase())).toBe(true);
  }

  await filters.getByRole('button', { name: 'All Topics' }).click();
  await expect(filters.getByRole('button', { name: 'All Topics' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).not.toHaveURL(/topic=/);
});
