import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { buildCareersApplyPath, marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { expect, type Page } from '@playwright/test';
import { test, waitForFrames, waitForSettledPage } from '../../../tools/e2e/settled-page.ts';

// docs/architecture.md#quality-targets: axe-core finds no serious or critical violation on any
// route of the table, the job application, the admin login and the 404 screen, on a phone and
// on a desktop. Reduced motion keeps the scroll reveal from leaving half-faded text for the
// contrast check to measure.
//
// One page load per route: the page settles at the phone's size and is checked, then resized to
// the desktop's and checked again. The site's layout follows the viewport through CSS alone (no
// script reads the window's size), so the resized page is the page a desktop would load.
//
// axe-core is put into the page once and run there for both sizes: AxeBuilder.analyze() parses
// axe's half megabyte of source into the page twice per call and finishes each run in a new
// blank page, which is what lets it check cross-origin frames. These pages have no frames, and
// the test says so if one ever gets one. Same engine and rules: the axe-core AxeBuilder uses.
const routes = [
  ...marketingRoutes,
  buildCareersApplyPath(),
  routePaths.adminLogin,
  '/no-such-page',
];

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const axeSource: string = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
)('axe-core').source;

async function seriousViolations(page: Page) {
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<AxeResults> };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    wcagTags,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

for (const route of routes) {
  test(`${route} has no serious or critical axe violation (mobile and desktop)`, async ({
    sharedPage: page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [index, viewport] of viewports.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (index === 0) {
        await page.goto(route);
        await waitForSettledPage(page);
        expect(
          page.frames(),
          `${route} has a frame the in-page axe run cannot see into`,
        ).toHaveLength(1);
        await page.evaluate(axeSource);
      } else {
        await waitForFrames(page);
        await waitForSettledPage(page);
      }
      // Soft: the other viewport is checked as well, and the failure names each one.
      expect
        .soft(
          await seriousViolations(page),
          `${route} at ${viewport.name} (${viewport.width}×${viewport.height})`,
        )
        .toEqual([]);
    }
  });
}
