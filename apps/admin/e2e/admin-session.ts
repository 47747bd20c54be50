import { randomUUID } from 'node:crypto';
import { adminLoginMessages, adminShellMessages } from '@phi/contracts/messages';
import { expect, type Page } from '@playwright/test';

// The root playwright.config.ts starts the standalone build with this bootstrap admin.
export const adminUsername = process.env.PW_ADMIN_USERNAME ?? '';
export const adminPassword = process.env.PW_ADMIN_PASSWORD ?? '';

/** Fails clearly when the run was started without the seeded admin's credentials. */
export function expectAdminCredentials(): void {
  expect(adminUsername, 'PW_ADMIN_USERNAME must name the seeded admin').not.toBe('');
  expect(adminPassword, 'PW_ADMIN_PASSWORD must hold the seeded admin password').not.toBe('');
}

/** Submits the login form; the caller checks where it lands. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(adminLoginMessages.usernameLabel).fill(username);
  await page.getByLabel(adminLoginMessages.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: adminShellMessages.signIn }).click();
}

/** Signs the seeded admin in and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  expectAdminCredentials();
  await signIn(page, adminUsername, adminPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A tag no other test uses, long enough for the server's search (3+ characters). */
export function uniqueTag(prefix: string): string {
  return `${prefix}${randomUUID().slice(0, 8)}`;
}
