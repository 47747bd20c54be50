import { createHmac } from 'node:crypto';
import { adminAccountCopy, adminScreensCopy } from '@phi/content';
import {
  adminLoginMessages,
  adminShellMessages,
  adminUsersMessages,
} from '@phi/contracts/messages';
import { adminSidebarItems, routePaths } from '@phi/contracts/navigation';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAdminCredentials, signIn, signInAsAdmin, uniqueTag } from './admin-session.ts';

// Ours: the admin's account security (docs/architecture.md#security).
test.beforeAll(expectAdminCredentials);

const copy = adminAccountCopy;
const dashboardLabel =
  adminSidebarItems.find((item) => item.to === routePaths.adminDashboard)?.label ?? '';
const settings = adminScreensCopy.settings;

/** RFC 6238 (SHA-1, 6 digits, 30 s) written out here: the test is the admin's authenticator. */
function totpCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Adds an admin through Settings as the seeded admin; answers their credentials. */
async function addAdmin(page: Page): Promise<{ username: string; password: string }> {
  const username = uniqueTag('acct');
  const password = `pw-${username}-long-enough`;
  await page.goto('/admin/settings');
  const users = page.getByRole('region', { name: settings.adminUsers });
  await users.getByLabel(settings.username).fill(username);
  await users.getByLabel(settings.email).fill(`${username}@example.test`);
  await users.getByLabel(settings.password, { exact: true }).fill(password);
  await users.getByRole('button', { name: settings.addAdmin }).click();
  await expect(users.getByText(settings.createdNotice(username))).toBeVisible();
  return { username, password };
}

async function newSignedInPage(browser: Browser, username: string, password: string) {
  const page = await browser.newPage();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test('the refresh cookie is __Host- and Secure on http://127.0.0.1, and Chromium keeps it', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  const cookies = await context.cookies();
  const refresh = cookies.find((cookie) => cookie.name === '__Host-phi_refresh');
  expect(refresh).toMatchObject({
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    // Host-only: no Domain attribute, so the cookie goes to this host alone.
    domain: '127.0.0.1',
  });
  expect(cookies.map((cookie) => cookie.name)).not.toContain('phi_refresh');
  // The browser sends it back over plain http to the loopback host: a reload keeps the session.
  await page.goto('/admin/settings');
  // Settled first: a reload while the page's own refresh is in flight can drop the rotated
  // cookie with the aborted answer, and the old one is then refused as reused.
  await expect(page.getByRole('heading', { name: settings.adminUsers })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: settings.adminUsers })).toBeVisible();
});

test('a throttled sign-in shows the server’s wait, not "Login failed"', async ({ page }) => {
  // An unknown name is throttled like a real one. The form is filled first; four failures at
  // that name from this address then earn a one-second wait, and the form is sent within it.
  // (Four stay far below the ten at all accounts that would hold up the suite's other sign-ins.)
  const name = uniqueTag('nobody');
  await page.goto('/admin/login');
  await page.getByLabel(adminLoginMessages.usernameLabel).fill(name);
  await page.getByLabel(adminLoginMessages.passwordLabel, { exact: true }).fill('not it at all');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const failed = await page.request.post('/api/admin/login', {
      data: { username: name, password: 'not it at all' },
    });
    expect(failed.status()).toBe(401);
  }
  await page.getByRole('button', { name: adminShellMessages.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
  );
});

test('an admin resets another’s password and changes their e-mail', async ({ page, browser }) => {
  test.slow();
  await signInAsAdmin(page);
  const { username, password } = await addAdmin(page);
  const theirs = await newSignedInPage(browser, username, password);
  const users = page.getByRole('region', { name: settings.adminUsers });

  await users.getByRole('button', { name: copy.changeEmailOf(username) }).click();
  const emailDialog = page.getByRole('dialog', { name: copy.changeEmailOf(username) });
  await emailDialog.getByLabel(copy.newEmail).fill('not-an-address');
  await emailDialog.getByRole('button', { name: copy.save }).click();
  await expect(emailDialog.getByText('Please enter a valid email address')).toBeVisible();
  await emailDialog.getByLabel(copy.newEmail).fill(`${username}@new.example.test`);
  await emailDialog.getByRole('button', { name: copy.save }).click();
  await expect(users.getByText(`${username}@new.example.test`)).toBeVisible();

  await users.getByRole('button', { name: copy.resetPasswordOf(username) }).click();
  const confirm = page.getByRole('dialog', { name: copy.resetPasswordOf(username) });
  await confirm.getByRole('button', { name: copy.resetPasswordAction }).click();
  const shown = page.getByRole('dialog', { name: copy.temporaryPasswordTitle(username) });
  const temporary = (await shown.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await shown.getByRole('button', { name: copy.close }).last().click();
  await expect(page.getByText(temporary)).toHaveCount(0);

  // Their session ended at once.
  await theirs.reload();
  await expect(
    theirs.getByRole('heading', { name: adminShellMessages.accessDenied }),
  ).toBeVisible();
  // The temporary password opens only the change-password screen.
  await signIn(theirs, username, temporary);
  await expect(
    theirs.getByRole('heading', { name: adminUsersMessages.passwordChangeRequiredTitle }),
  ).toBeVisible();
  await theirs.getByLabel(settings.currentPassword).fill(temporary);
  // A common password is refused with the server's words.
  await theirs.getByLabel(settings.newPassword, { exact: true }).fill('qwertyqwerty');
  await theirs.getByLabel(settings.confirmPassword).fill('qwertyqwerty');
  await theirs.getByRole('button', { name: settings.savePassword }).click();
  await expect(theirs.getByText(adminUsersMessages.passwordTooCommon)).toBeVisible();
  const chosen = `${password}-chosen`;
  await theirs.getByLabel(settings.newPassword, { exact: true }).fill(chosen);
  await theirs.getByLabel(settings.confirmPassword).fill(chosen);
  await theirs.getByRole('button', { name: settings.savePassword }).click();
  await expect(
    theirs.getByRole('heading', { name: adminUsersMessages.passwordChangeRequiredTitle }),
  ).toHaveCount(0);
  await theirs.close();
});

test('an admin turns the second factor on and signs in with a recovery code', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const { username, password } = await addAdmin(page);
  const own = await newSignedInPage(browser, username, password);
  await own.goto('/admin/settings');
  const section = own.getByRole('region', { name: copy.twoFactor });
  await expect(section.getByText(copy.twoFactorOff)).toBeVisible();
  await section.getByRole('button', { name: copy.setUp }).click();
  await expect(section.getByRole('img', { name: copy.qrCodeAlt })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel(copy.codeLabel).fill(totpCode(secret));
  await section.getByRole('button', { name: copy.confirmCode }).click();
  const codes = section.getByRole('list', { name: copy.recoveryTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  await section.getByRole('button', { name: copy.recoveryDone }).click();
  await expect(section.getByText(/^On since .*10 of 10 recovery codes left\.$/)).toBeVisible();
  await own.close();

  // The next sign-in asks for the code after the password; a wrong one is refused.
  const next = await browser.newPage();
  await signIn(next, username, password);
  await expect(next.getByRole('heading', { name: copy.totpStepTitle })).toBeVisible();
  await next.getByLabel(copy.codeLabel).fill(recovery);
  await next.getByRole('button', { name: copy.verify }).click();
  await expect(next).toHaveURL(/\/admin\/dashboard$/);
  await next.goto('/admin/settings');
  await expect(
    next.getByRole('region', { name: copy.twoFactor }).getByText(/9 of 10 recovery codes left/),
  ).toBeVisible();
  await next.close();
});

test('an admin sees their sessions, signs one out and then signs out everywhere', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const { username, password } = await addAdmin(page);
  const laptop = await newSignedInPage(browser, username, password);
  const phone = await newSignedInPage(browser, username, password);
  const spare = await newSignedInPage(browser, username, password);

  await laptop.goto('/admin/settings');
  const sessions = laptop.getByRole('region', { name: copy.sessions });
  const rows = sessions.getByRole('table').getByRole('row');
  // A heading row and three sessions, this one marked.
  await expect(rows).toHaveCount(4);
  await expect(sessions.getByText(`(${copy.thisSession})`)).toHaveCount(1);
  await expect(sessions.getByRole('rowheader').first()).toContainText(/^Chrome \d+ on \w+/);

  // Newest first: the first row is the last sign-in (spare).
  await sessions
    .getByRole('button', { name: /^Sign out Chrome/ })
    .first()
    .click();
  await expect(rows).toHaveCount(3);
  await spare.reload();
  await expect(spare.getByRole('heading', { name: adminShellMessages.accessDenied })).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: dashboardLabel })).toBeVisible();

  await sessions.getByRole('button', { name: copy.signOutEverywhere }).click();
  await laptop
    .getByRole('dialog', { name: copy.signOutEverywhere })
    .getByRole('button', { name: copy.signOutEverywhere })
    .click();
  await expect(laptop).toHaveURL(/\/admin\/login$/);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: adminShellMessages.accessDenied })).toBeVisible();
  await Promise.all([laptop.close(), phone.close(), spare.close()]);
});
