import { getMarketingPage } from '@phi/content';
import { notFoundMessages } from '@phi/contracts/messages';
import {
  mainNavigation,
  marketingRoutes,
  routesWithoutSiteChrome,
} from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';

// spec: chat-news-admin §2 and site-marketing-careers §2.1–§2.2, the site shell

test('home renders with the navigation and the footer', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of mainNavigation) {
    const control =
      'children' in item
        ? nav.getByRole('button', { name: item.label })
        : nav.getByRole('link', { name: item.label, exact: true });
    await expect(control).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025');
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
});

for (const route of marketingRoutes) {
  test(`${route} renders its heading`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      getMarketingPage(route).heading,
    );
    const isChromeless = (routesWithoutSiteChrome as readonly string[]).includes(route);
    await expect(page.getByRole('contentinfo')).toHaveCount(isChromeless ? 0 : 1);
  });
}

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
  await page.goto('/');
  const button = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'SERVICES' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('All Services');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the mobile menu opens by keyboard and its groups expand', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const company = dialog.getByRole('button', { name: 'COMPANY' });
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
    'href',
    '/admin/login',
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('link', { name: 'CAREERS' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(dialog).toBeHidden();
});
