import { expect, type Page, type Response } from '@playwright/test';

// Half the per-test budget of playwright.config.ts. On a two-core machine at load 25, the
// general application page (apps/web/e2e/careers.spec.ts) fetched its route chunk 9 s after
// its HTML and was still not hydrated after 15 s.
export const hydrationBudgetMs = 30_000;

/**
 * The pointer moves over the page, as a visitor's does: the site loads no React island before
 * the visitor's first input, so the lists and forms on the first screen start from here
 * (apps/web/app/lib/islands/island.tsx).
 */
export async function movePointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Opens a page and waits until it takes input: prerendered HTML shows before its handlers
 * exist. The marker is `islands` once an island page's entry listens (its islands hydrate on
 * intent or approach and replay the input that came while they loaded,
 * apps/web/app/lib/islands/island-page.ts) and `true` once a whole-app page has hydrated
 * (root.tsx). A page outside the prerender loads its route first (the SPA fallback): allow for
 * a busy run.
 */
export async function gotoInteractive(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, {
    timeout: hydrationBudgetMs,
  });
  await movePointer(page);
  return response;
}
