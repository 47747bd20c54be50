import type { Page } from '@playwright/test';

// Data and page helpers of voicebot-builder.spec.ts.

// A hotel's FAQ as a visitor would upload it: the answer to the test question is in it.
export const faq = [
  '# Harbour View Hotel: guest questions',
  '',
  '## Check-in and check-out',
  'Check-in opens at 3 pm. Check-out is at 11 am; late check-out until 1 pm costs £25.',
  '',
  '## Parking',
  'Guests park free of charge in the courtyard behind the hotel; there are twelve spaces.',
  '',
].join('\n');

// About 300 KB of real text, so the upload lasts long enough under the throttle to report
// progress between 0 and 90%.
export const roomGuide = Array.from(
  { length: 2500 },
  (_, index) =>
    `Room ${index + 1} faces the harbour and has a kettle, a desk and blackout curtains for late sleepers.`,
).join('\n');

export const description =
  'Harbour View is a family run seaside hotel with twelve rooms, a restaurant and free parking for every guest';

/** A toast of the site's toaster by its title. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** Records every value the upload rows' progress bars show from now on. */
export async function recordUploadProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll(
        '[data-testid="upload-entry"] [role="progressbar"]',
      )) {
        seen.push(Number(bar.getAttribute('aria-valuenow')));
      }
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
}

export function progressValuesOf(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation) until stopped. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return {
    stop: () =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      }),
  };
}
