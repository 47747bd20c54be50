import { buildCareersApplyPath, marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { expectNoSeriousViolations } from '../../../tools/e2e/axe.ts';
import { test } from '../../../tools/e2e/settled-page.ts';

// docs/architecture.md#quality-targets: no serious or critical axe violation on any route of
// the table, the job application, the admin login and the 404 screen, on a phone and on a
// desktop (tools/e2e/axe.ts).
const routes = [
  ...marketingRoutes,
  buildCareersApplyPath(),
  routePaths.adminLogin,
  '/no-such-page',
];

for (const route of routes) {
  test(`${route} has no serious or critical axe violation (mobile and desktop)`, async ({
    sharedPage: page,
  }) => {
    await expectNoSeriousViolations(page, route);
  });
}
