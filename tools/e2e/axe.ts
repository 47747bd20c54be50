import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { waitForFrames, waitForSettledPage } from './settled-page.ts';

// docs/architecture.md#quality-targets: axe-core finds no serious or critical violation, on a
// phone and on a desktop; the site's pages (apps/web/e2e/a11y.spec.ts) and the admin screens
// (apps/admin/e2e/a11y.spec.ts) are checked by this one helper. Reduced motion keeps the scroll
// reveal from leaving half-faded text for the contrast check to measure.
//
// One page load per route: the page settles at the phone's size and is checked, then resized to
// the desktop's and checked again. The layouts follow the viewport through CSS alone (no script
// reads the window's size), so the resized page is the page a desktop would load.
//
// axe-core is put into the page once and run there for both sizes: AxeBuilder.analyze() parses
// axe's half megabyte of source into the page twice per call and finishes each run in a new
// blank page, which is what lets it check cross-origin frames. These pages have no frames, and
// the test says so if one ever gets one. Same engine and rules: the axe-core AxeBuilder uses.

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// The parts of axe-core's results read here.
interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: string[] }[];
  }[];
}
// axe-core as @axe-core/playwright (a dependency of apps/web, which both suites' specs sit
// beside in the workspace) brings it.
const axeSource: string = createRequire(
  createRequire(new URL('../../apps/web/package.json', import.meta.url)).resolve(
    '@axe-core/playwright',
  ),
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

/**
 * Loads `route` once and checks it with axe at both sizes (soft: both are checked, each failure
 * names its size). `whenLoaded` waits for what the page must show before it is checked.
 */
export async function expectNoSeriousViolations(
  page: Page,
  route: string,
  whenLoaded: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (index === 0) {
      await page.goto(route);
      await whenLoaded(page);
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
    expect
      .soft(
        await seriousViolations(page),
        `${route} at ${viewport.name} (${viewport.width}×${viewport.height})`,
      )
      .toEqual([]);
  }
}

/**
 * Checks the page as it is now (after the test brought it into a state, e.g. a voice bubble's
 * error banner), at its current size, with the same rules.
 */
export async function expectNoSeriousViolationsNow(page: Page, label: string): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    await page.evaluate(axeSource);
  }
  expect(await seriousViolations(page), label).toEqual([]);
}
