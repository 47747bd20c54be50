import { adminScreensCopy } from '@phi/content';
import { adminShellMessages } from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signIn, signInAsAdmin, uniqueTag } from './admin-session.ts';

// Ours: /admin/analytics (docs/architecture.md#departures, 5). No other test writes rows dated
// 2020, and every end-to-end run starts from a fresh database.
test('analytics counts contacts and applications of a past range', async ({ page }) => {
  const tag = uniqueTag('chart');
  await queryE2eDatabase(
    `insert into contacts (name, email, message, status, source, created_at) values
       ('A', $1, 'x', 'new', 'referral', '2020-02-03T10:00:00Z'),
       ('B', $1, 'x', 'converted', 'contact_form', '2020-02-04T10:00:00Z'),
       ('C', $1, 'x', 'converted', 'referral', '2020-02-11T10:00:00Z')`,
    [`${tag}@example.test`],
  );
  await signInAsAdmin(page);
  await page.goto('/admin/analytics?interval=week&startDate=2020-02-01&endDate=2020-02-29');
  // The charts' bundle loads on first visit and the server sums a month: allow a loaded machine.
  await expect(page.getByTestId('analytics-contacts-total')).toHaveText('3', { timeout: 15_000 });
  await expect(page.getByTestId('analytics-applications-total')).toHaveText('0');
  const bySource = page.getByRole('region', { name: adminScreensCopy.analytics.contactsBySource });
  await bySource.getByText(adminScreensCopy.analytics.showTable).click();
  // Weeks start on Monday: 2020-02-03 holds A and B, 2020-02-10 holds C.
  await expect(bySource.getByRole('row', { name: /^2020-02-03/ })).toHaveText(
    /2020-02-03\s*1\s*0\s*1\s*0/,
  );
  await expect(bySource.getByRole('row', { name: /^2020-02-10/ })).toHaveText(
    /2020-02-10\s*0\s*0\s*1\s*0/,
  );
});

// Ours: Settings manages admin users (docs/architecture.md#departures, 5)
test('a new admin signs in until another admin disables them', async ({ page, browser }) => {
  const username = uniqueTag('staff');
  const password = `pw-${username}-long-enough`;
  const copy = adminScreensCopy.settings;
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const users = page.getByRole('region', { name: copy.adminUsers });
  await users.getByLabel(copy.username).fill(username);
  await users.getByLabel(copy.email).fill(`${username}@example.test`);
  await users.getByLabel(copy.password, { exact: true }).fill(password);
  await users.getByRole('button', { name: copy.addAdmin }).click();
  await expect(users.getByText(copy.createdNotice(username))).toBeVisible();
  const [stored] = await queryE2eDatabase<{ password: string }>(
    'select password from admin_users where username = $1',
    [username],
  );
  expect(stored?.password.startsWith('$argon2id$')).toBe(true);

  const other = await browser.newPage();
  await signIn(other, username, password);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);

  await users.getByRole('button', { name: copy.disable(username) }).click();
  await expect(users.getByRole('button', { name: copy.enable(username) })).toBeVisible();
  // Disabling ends their sessions: a reload cannot refresh, and a new sign-in is refused.
  await other.reload();
  await expect(other.getByRole('heading', { name: adminShellMessages.accessDenied })).toBeVisible();
  await signIn(other, username, password);
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();
});
