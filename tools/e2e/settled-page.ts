import { test as base, expect, type Page } from '@playwright/test';
import { hydrationBudgetMs, movePointer } from './navigation.ts';

/**
 * Waits until a page shows what a visitor settles on, by the app's own signals rather than a
 * quiet network: the page has started (the site's marker: `islands` once an island page's entry
 * listens, apps/web/app/lib/islands/island-page.ts, `true` once a whole-app page has hydrated,
 * root.tsx; a rendered element in the admin's #root), a whole-app page's lazily loaded toaster
 * region is mounted (components/site-toaster.tsx), and no part is still loading: no
 * `aria-busy="true"` frame (news and careers lists), spinner (@phi/ui Spinner, the admin's) or
 * pulsing placeholder.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  const site = page.locator('html[data-hydrated]');
  await expect(site.or(page.locator('#root *')).first()).toBeAttached({
    timeout: hydrationBudgetMs,
  });
  await movePointer(page);
  if ((await page.locator('html[data-hydrated="true"]').count()) > 0) {
    await expect(page.locator('section[data-react-aria-top-layer]')).toBeAttached();
  }
  await expect(page.locator('[aria-busy="true"], .animate-spin, .animate-pulse')).toHaveCount(0, {
    timeout: hydrationBudgetMs,
  });
}

/** Resolves after the next two frames: layout and style after a viewport change are applied. */
export async function waitForFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * `sharedPage`: one page in one browser context per worker, for tests that only open routes and
 * read them (axe, rendered content). Assets stay in its HTTP cache from one route to the next
 * instead of being fetched again by a new context per test. A failed test ends its worker, so
 * the next test gets a fresh context. Tests that sign in, submit or store keep `page`.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
