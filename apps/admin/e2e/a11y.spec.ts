import { routePaths } from '@phi/contracts/navigation';
import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../../../tools/e2e/axe.ts';
import { test } from '../../../tools/e2e/settled-page.ts';
import { signInAsAdmin } from './admin-session.ts';

// docs/architecture.md#quality-targets: the admin screens get the site's check (axe, WCAG 2.1
// AA, no serious or critical violation, phone and desktop; tools/e2e/axe.ts), signed in as the
// e2e admin. The worker's one page keeps the session between screens.
const screens = [
  routePaths.adminDashboard,
  routePaths.adminContacts,
  routePaths.adminApplications,
  routePaths.adminJobs,
  routePaths.adminNewsSources,
  routePaths.adminAnalytics,
  routePaths.adminAuditLog,
  routePaths.adminVoice,
  routePaths.adminSettings,
];

for (const screen of screens) {
  test(`${screen} has no serious or critical axe violation (mobile and desktop)`, async ({
    sharedPage: page,
  }) => {
    if (!page.url().includes('/admin/') || page.url().endsWith('/admin/login')) {
      await signInAsAdmin(page);
    }
    await expectNoSeriousViolations(page, screen, async (loaded) => {
      await expect(loaded).toHaveURL(new RegExp(`${screen}$`));
      await expect(loaded.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
