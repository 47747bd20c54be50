import { company, formatDocumentTitle, getMarketingPage } from '@phi/content';
import { marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';

// docs/architecture.md#quality-targets: every marketing route is served as prerendered HTML
// carrying its content and its own head; crawlers find the routes through sitemap.xml and
// robots.txt. With JavaScript off, whatever the page shows came from the HTML source, not from
// hydration.
test.use({ javaScriptEnabled: false });

const siteUrl = (path: string) => `${company.siteUrl}${path}`;

for (const route of marketingRoutes) {
  test(`${route} is prerendered with its heading, title and canonical URL`, async ({ page }) => {
    const content = getMarketingPage(route);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
    await expect(page).toHaveTitle(formatDocumentTitle(content.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      content.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(route));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      siteUrl(route),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      content.title,
    );
  });
}

test('sitemap.xml lists every indexable marketing route as an absolute URL', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // The voicebot dashboard is an application screen, kept out of the index (indexed-routes.ts).
  const expected = marketingRoutes
    .filter((route) => route !== routePaths.voicebotDashboard)
    .map(siteUrl);
  expect(locations).toEqual(expected);
});

test('robots.txt disallows the back office and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('Disallow: /admin/');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
});
