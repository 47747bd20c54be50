import AxeBuilder from '@axe-core/playwright';
import { buildCareersApplyPath, marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';

// docs/architecture.md#quality-targets: axe-core finds no serious or critical violation on any
// route of the table, the job application, the admin login and the 404 screen. Reduced motion
// keeps the scroll reveal from leaving half-faded text for the contrast check to measure.
const routes = [
  ...marketingRoutes,
  buildCareersApplyPath(),
  routePaths.adminLogin,
  '/no-such-page',
];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const route of routes) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`${route} has no serious or critical axe violation (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await expect(page.locator('html[data-hydrated="true"], #root *').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      expect(serious).toEqual([]);
    });
  }
}
