import { adminScreensCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../../tools/e2e/axe.ts';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

// docs/architecture.md#monitoring: the site's real beacons reach the monitoring tables, and the
// admin's Site Health screen shows what they hold.

const today = () => new Date().toISOString().slice(0, 10);

async function rowsOfSession(sessionId: string) {
  return queryE2eDatabase<{ metric: string; route: string; rating: string | null }>(
    'select metric, route, rating from monitoring_web_vitals where session_id = $1 order by metric',
    [sessionId],
  );
}

test('a visit, then leaving the page, stores its Web Vitals and errors, which Site Health shows', async ({
  page,
}) => {
  const sessionId = uniqueTag('session');
  const errorMessage = `${uniqueTag('e2e-error')} thrown by the page`;
  // spec: voice §3, the session id is read from session storage.
  await page.addInitScript((id) => {
    sessionStorage.setItem('monitoring_session_id', id);
    // Notes each beacon where the next page of this origin can read it.
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const seen = localStorage.getItem('e2e-beacons') ?? '';
      localStorage.setItem('e2e-beacons', `${seen}${typeof body} ${String(url)}\n`);
      return send(url, body);
    };
  }, sessionId);
  await page.goto('/about');
  await expect(page.locator('html[data-hydrated="islands"]')).toBeAttached({ timeout: 15_000 });
  // The monitoring module (web-vitals and the beacons) loads once the page is idle.
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/site-monitoring[-.][\w-]*\.js$/.test(entry.name)),
    undefined,
    { timeout: 15_000 },
  );
  // A real uncaught error, and an interaction for INP.
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, errorMessage);
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });

  // Leaving the page hides it: web-vitals reports, the site sends its beacons.
  await page.goto('/admin/login');

  await expect
    .poll(async () => (await rowsOfSession(sessionId)).map((row) => row.metric), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  const rows = await rowsOfSession(sessionId);
  expect(new Set(rows.map((row) => row.route))).toEqual(new Set(['/about']));
  expect(rows.every((row) => row.rating !== null)).toBe(true);
  // They went by navigator.sendBeacon (a string body: text/plain), as the init script saw.
  expect(await page.evaluate(() => localStorage.getItem('e2e-beacons'))).toContain(
    'string /api/monitoring/performance',
  );
  await expect
    .poll(
      async () =>
        (
          await queryE2eDatabase<{ session_id: string }>(
            'select session_id from monitoring_errors where message = $1',
            [errorMessage],
          )
        ).map((row) => row.session_id),
      { timeout: 15_000 },
    )
    .toEqual([sessionId]);

  // An error the fatal-error screen reported, with the id it showed the visitor.
  await queryE2eDatabase(
    `insert into monitoring_errors (level, message, error_id, user_id, route)
     values ('error', $1, 'ERR-E2E-0001', 'anonymous', '/services')`,
    [`${errorMessage} (fatal)`],
  );

  await signInAsAdmin(page);
  const screen = `${routePaths.adminSiteHealth}?startDate=${today()}&endDate=${today()}`;
  await page.goto(screen);
  await expect(page.getByTestId('vitals-row').filter({ hasText: '/about' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('vital-LCP')).toHaveText(/\d ms$/);
  await expect(
    page.getByTestId('error-row').filter({ hasText: errorMessage }).first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('error-row').filter({ hasText: `${errorMessage} (fatal)` }),
  ).toContainText('ERR-E2E-0001');

  // Keyboard: the period is changed from the date fields.
  await page.getByLabel(adminScreensCopy.startDate).focus();
  await expect(page.getByLabel(adminScreensCopy.startDate)).toBeFocused();

  await expectNoSeriousViolations(page, screen, async (loaded) => {
    await expect(loaded.getByTestId('vitals-row').first()).toBeVisible({ timeout: 15_000 });
  });
});
