import { randomUUID } from 'node:crypto';
import { adminLoginMessages, adminShellMessages } from '@phi/contracts/messages';
import { expect, type Page } from '@playwright/test';

// The root playwright.config.ts starts the standalone build with this bootstrap admin.
export const adminUsername = process.env.PW_ADMIN_USERNAME ?? '';
export const adminPassword = process.env.PW_ADMIN_PASSWORD ?? '';

/** Signs the seeded admin in and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  expect(adminUsername, 'PW_ADMIN_USERNAME must name the seeded admin').not.toBe('');
  expect(adminPassword, 'PW_ADMIN_PASSWORD must hold the seeded admin password').not.toBe('');
  await page.goto('/admin/login');
  await page.getByLabel(adminLoginMessages.usernameLabel).fill(adminUsername);
  await page.getByLabel(adminLoginMessages.passwordLabel, { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: adminShellMessages.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A tag no other test uses, long enough for the server's search (3+ characters). */
export function uniqueTag(prefix: string): string {
  return `${prefix}${randomUUID().slice(0, 8)}`;
}
