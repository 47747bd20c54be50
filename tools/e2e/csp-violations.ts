import type { Page } from '@playwright/test';

// Collects the page's Content-Security-Policy violations from the first script on, so a test
// can prove a screen runs everything it needs under its policy.

interface ViolationLog {
  cspViolations: string[];
}

/** Starts recording on every document the page loads from now on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as ViolationLog).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
}

/** The violations of the current document, as "directive blocked-URI". */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ViolationLog).cspViolations);
}
