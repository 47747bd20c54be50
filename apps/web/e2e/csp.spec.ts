import { buildCareersApplyPath, routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { cspViolations, recordCspViolations } from '../../../tools/e2e/csp-violations.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// Each page's Content-Security-Policy (a <meta> with its inline scripts' hashes, written by the
// build: build-tools/prerendered-html.ts) must let the page hydrate and run everything it loads
// later (three.js, the contact form, the toaster, the job list) and refuse any other script.

const pages = [
  routePaths.home,
  routePaths.servicesCustomVoiceBots,
  routePaths.companyContact,
  routePaths.careers,
  buildCareersApplyPath(),
  '/no-such-page',
];

for (const path of pages) {
  test(`${path} hydrates under its policy with no violation`, async ({ page }) => {
    await recordCspViolations(page);
    await gotoInteractive(page, path);
    // Let the work that starts after hydration (lazy chunks, the robot arm) run as well.
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('an inline script injected into a page is refused', async ({ page }) => {
  await recordCspViolations(page);
  await gotoInteractive(page, routePaths.home);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  expect(await cspViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
});
