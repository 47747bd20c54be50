// The JavaScript a fresh page load fetches by itself (no scroll, no pointer, no key) for
// `pnpm bench:web`: every script response until the network has been quiet for a while, so
// scripts started on idle or by a timer count too. Sizes are gzip of the decoded bodies (as
// test/bundle-size.test.ts counts them), whatever encoding the gateway chose for the transfer.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface ScriptWeight {
  /** Script responses the page fetched without interaction. */
  readonly scripts: number;
  /** Their bodies' gzip size, in bytes. */
  readonly gzipBytes: number;
  /** Of which three.js (it sets `__THREE__` on load; the name survives minification). */
  readonly threeGzipBytes: number;
}

// Lighthouse's default mobile device (Moto G Power), so the first screen is the one it audits.
const mobileViewport = { width: 412, height: 823 } as const;
// Idle callbacks and timers that start loads after `load` (monitoring, deferred widgets).
const quietMs = 3_000;

export async function scriptsWithoutInteraction(
  browser: Browser,
  url: string,
): Promise<ScriptWeight> {
  const context = await browser.newContext({
    viewport: mobileViewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.body().catch(() => null));
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(quietMs);
    await page.waitForLoadState('networkidle');
    let gzipBytes = 0;
    let threeGzipBytes = 0;
    let scripts = 0;
    for (const body of await Promise.all(bodies)) {
      if (body) {
        const size = gzipSync(body).length;
        scripts += 1;
        gzipBytes += size;
        if (body.includes('__THREE__')) {
          threeGzipBytes += size;
        }
      }
    }
    return { scripts, gzipBytes, threeGzipBytes };
  } finally {
    await context.close();
  }
}
