import { siteChromeCopy as copy, formatNavGroupOverview, getMarketingPage } from '@phi/content';
import { notFoundMessages } from '@phi/contracts/messages';
import {
  copyrightYear,
  footerLinks,
  isNavGroup,
  mainNavigation,
  routePaths,
} from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// spec: chat-news-admin §2 and site-marketing-careers §2.1–§2.2, the site shell

const groups = mainNavigation.filter(isNavGroup);
const servicesLabel = groups.find((group) => group.to === routePaths.services)?.label ?? '';
const companyGroup = groups.find((group) =>
  group.children.some((child) => child.to === routePaths.adminLogin),
);
const adminLinkLabel =
  companyGroup?.children.find((child) => child.to === routePaths.adminLogin)?.label ?? '';
const careersLabel = mainNavigation.find((item) => item.to === routePaths.careers)?.label ?? '';
const aboutLabel = footerLinks.find((link) => link.to === routePaths.about)?.label ?? '';

test('home renders with the navigation and the footer', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: copy.mainNavigation });
  for (const item of mainNavigation) {
    const control =
      'children' in item
        ? nav.getByRole('button', { name: item.label })
        : nav.getByRole('link', { name: item.label, exact: true });
    await expect(control).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${copyrightYear}`);
  await expect(footer.getByRole('link', { name: aboutLabel })).toHaveAttribute(
    'href',
    routePaths.about,
  );
});

// Every marketing route's heading, and its footer unless chromeless, is checked with its
// prerendered content in site.spec.ts (one page load per route).

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundMessages.title);
  await expect(page.getByText(notFoundMessages.hint)).toBeVisible();
});

test('a trailing slash is removed and the query and hash are kept', async ({ page }) => {
  await page.goto('/services/?ref=nav#top');
  await expect(page).toHaveURL(/\/services\?ref=nav#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getMarketingPage('/services').heading,
  );
});

test('the desktop SERVICES menu opens and closes from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, '/');
  const button = page
    .getByRole('navigation', { name: copy.mainNavigation })
    .getByRole('button', { name: servicesLabel });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(formatNavGroupOverview(servicesLabel));
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the mobile menu opens by keyboard and its groups expand', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, '/');
  const toggle = page.getByRole('button', { name: copy.openMenu });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: copy.menu });
  await expect(dialog).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const company = dialog.getByRole('button', { name: companyGroup?.label });
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: adminLinkLabel })).toHaveAttribute(
    'href',
    routePaths.adminLogin,
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('link', { name: careersLabel }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(dialog).toBeHidden();
});

// docs/architecture.md#islands: a static page loads its islands entry only; the menu's island
// (and React with it) loads on the visitor's intent, and the click that showed it is not lost.
test('the home page runs no component code before input, and the first click opens a menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, '/');
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
  await page.waitForTimeout(1000);
  expect((await scripts()).filter((name) => name.includes('desktop-nav.island'))).toEqual([]);

  const button = page
    .getByRole('navigation', { name: copy.mainNavigation })
    .getByRole('button', { name: servicesLabel });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect((await scripts()).some((name) => name.includes('desktop-nav.island'))).toBe(true);
});

test('pointing at a link of the site prefetches its page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, '/');
  const blogLabel = mainNavigation.find((item) => item.to === routePaths.blog)?.label ?? '';
  const link = page
    .getByRole('navigation', { name: copy.mainNavigation })
    .getByRole('link', { name: blogLabel, exact: true });
  const prefetched = page.waitForRequest((request) => request.url().endsWith(routePaths.blog));
  await link.hover();
  await prefetched;
  await expect(page.locator(`head link[rel="prefetch"][href="${routePaths.blog}"]`)).toHaveCount(1);
});
