import { getMarketingPage } from '@phi/content';
import { contactFormAnchorId } from '@phi/contracts/constants';
import { contactPageMessages, notFoundMessages } from '@phi/contracts/messages';
import {
  buildCareersApplyPath,
  marketingRoutes,
  routePaths,
  routesWithoutSiteChrome,
} from '@phi/contracts/navigation';
import { expect } from '@playwright/test';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { test } from '../../../tools/e2e/settled-page.ts';

// docs/architecture.md#quality-targets: every marketing page is complete (its sections render),
// prerendered with its content, animated on scroll without hiding anything from a first paint,
// and free of dead links. Accessibility (axe) is in a11y.spec.ts.

// As React escapes text in the markup it writes.
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

// One test per route: the HTML as served (prerendered: heading, title, sections, nothing hidden),
// then the same route in a browser (every section, and the footer unless the page is chromeless;
// spec: site-marketing-careers §2.1–§2.2).
test.describe('every marketing page', () => {
  for (const route of marketingRoutes) {
    const content = getMarketingPage(route);
    test(`${route} is prerendered with its heading, title and sections, and shows them all`, async ({
      request,
      sharedPage: page,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(content.heading)}</h1>`));
      expect(html).toContain(`<title>${escapeHtml(`${content.title} | `)}`);
      for (const section of content.sections ?? []) {
        expect(html).toContain(escapeHtml(section.heading));
      }
      // Nothing is hidden for a later reveal in the prerendered markup.
      expect(html).not.toContain('opacity:0');

      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      for (const section of content.sections ?? []) {
        await expect(
          page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeAttached();
      }
      if (content.closing) {
        await expect(
          page.getByRole('heading', { level: 2, name: content.closing.heading }),
        ).toBeAttached();
      }
      const isChromeless = (routesWithoutSiteChrome as readonly string[]).includes(route);
      await expect(page.getByRole('contentinfo')).toHaveCount(isChromeless ? 0 : 1);
    });
  }
});

test('the voice bots page shows its features, industries and §9 price', async ({ page }) => {
  await page.goto(routePaths.servicesCustomVoiceBots);
  for (const name of ['24/7 Availability', 'Secure & Compliant', 'Automotive']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeAttached();
  }
  await expect(page.getByText('from £500/month').first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'Build Your Agent' }).first()).toHaveAttribute(
    'href',
    routePaths.productsVoicebotBuilder,
  );
});

test('the products page shows the three products with their prices and buttons', async ({
  page,
}) => {
  await page.goto(routePaths.products);
  for (const price of ['from £500/month', 'from £10/employee/month', 'from £200/month']) {
    await expect(page.getByText(price, { exact: true })).toBeAttached();
  }
  await expect(page.getByRole('link', { name: 'Build Voice Agent' })).toHaveAttribute(
    'href',
    routePaths.productsVoicebotBuilder,
  );
  await expect(page.getByRole('link', { name: /^Contact Us\s*:/ })).toHaveCount(3);
});

test('the contact page sends "Send Message" to the form anchor', async ({ page }) => {
  await page.goto(routePaths.companyContact);
  await expect(page.getByRole('link', { name: contactPageMessages.sendMessage })).toHaveAttribute(
    'href',
    `#${contactFormAnchorId}`,
  );
  await expect(
    page.getByRole('heading', { name: contactPageMessages.contactInformation }),
  ).toBeVisible();
});

test.describe('scroll-triggered reveal', () => {
  const route = routePaths.servicesCustomVoiceBots;

  test('waits below the fold, then reveals once scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInteractive(page, route);
    const closing = page.locator('[data-reveal]').last();
    await expect(closing).toHaveAttribute('data-reveal', 'waiting');
    await expect(closing).toHaveCSS('opacity', '0');
    // The hero is never hidden: it is the first paint.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toHaveAttribute('data-reveal', 'revealed');
    await expect(closing).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(closing).toHaveAttribute('data-reveal', 'revealed');
  });

  test('hides nothing under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoInteractive(page, route);
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1');
  });

  test('re-initialises on a path change and starts the new page at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInteractive(page, routePaths.services);
    await page.getByRole('link', { name: 'Explore IoT' }).click();
    await expect(page).toHaveURL(new RegExp(`${routePaths.servicesIot}$`));
    await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached();
    // The scroll reset runs in an effect after the new page renders: poll, don't read once.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// docs/architecture.md#quality-targets: no link on any page leads to the 404 screen. Starting
// from every route of the table, every internal link found on a hydrated page is followed,
// breadth first.
test('a crawl of every internal link from every route finds no 404', async ({ page, request }) => {
  test.setTimeout(300_000);
  const start = [...marketingRoutes, buildCareersApplyPath()];
  const seen = new Set<string>(start);
  const linked = new Set<string>();
  const queue = [...start];
  const broken: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await request.get(path);
    if (response.status() >= 400) {
      broken.push(`${path} → HTTP ${response.status()}`);
      continue;
    }
    // The admin SPA is another app; its own suite covers its screens.
    if (path.startsWith(routePaths.admin)) {
      continue;
    }
    await gotoInteractive(page, path);
    if ((await page.getByRole('heading', { name: notFoundMessages.title }).count()) > 0) {
      broken.push(`${path} → ${notFoundMessages.title}`);
      continue;
    }
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs.filter((item) => item.startsWith('/') && !item.startsWith('//'))) {
      const target = new URL(href, 'http://site.invalid').pathname;
      linked.add(target);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  // Every page of the table is reachable by links alone, except the two chromeless screens:
  // /chat is reached through the home page's chat box (a form), and the voicebot dashboard's
  // content is not shown by the spec.
  const reachedOtherwise: readonly string[] = [routePaths.chat, routePaths.voicebotDashboard];
  const unlinked = marketingRoutes.filter(
    (route) => !reachedOtherwise.includes(route) && !linked.has(route),
  );
  expect(unlinked).toEqual([]);
  expect(linked.has(routePaths.adminLogin)).toBe(true);
});
