import { adminCopy, adminScreensCopy } from '@phi/content';
import {
  adminDashboardMessages,
  adminLoginMessages,
  adminShellMessages,
} from '@phi/contracts/messages';
import { adminSidebarItems, routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { adminPassword, adminUsername, expectAdminCredentials, signIn } from './admin-session.ts';

// spec: chat-news-admin §2 (admin login and shell)
test.beforeAll(expectAdminCredentials);

function sectionLabel(path: 'adminDashboard' | 'adminSettings'): string {
  return adminSidebarItems.find((item) => item.to === routePaths[path])?.label ?? path;
}

test('the guard refuses a visitor and sends them to the login page', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: adminShellMessages.accessDenied })).toBeVisible();
  await expect(page.getByText(adminShellMessages.redirectingToLogin)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: adminShellMessages.signIn })).toBeVisible();
});

test('empty fields are refused before any request', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: adminShellMessages.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(adminLoginMessages.missingFields);
});

test('a wrong password shows the spec message', async ({ page }) => {
  await signIn(page, adminUsername, `${adminPassword}-wrong`);
  await expect(page.getByRole('alert')).toHaveText(adminLoginMessages.invalidCredentials);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the seeded admin signs in, reaches the dashboard and signs out', async ({ page }) => {
  await signIn(page, `  ${adminUsername}  `, adminPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: sectionLabel('adminDashboard') }),
  ).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: adminCopy.sidebar });
  await expect(sidebar.getByText(adminUsername, { exact: true })).toBeAttached();

  await sidebar.getByRole('link', { name: sectionLabel('adminSettings') }).click();
  const adminUsers = page.getByRole('heading', { name: adminScreensCopy.settings.adminUsers });
  await expect(adminUsers).toBeVisible();

  // spec: chat-news-admin §4, a reload keeps the session: the refresh cookie buys a new token
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(adminUsers).toBeVisible();
  await expect(sidebar.getByText(adminUsername, { exact: true })).toBeAttached();

  await sidebar.getByRole('button', { name: adminDashboardMessages.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: adminShellMessages.accessDenied })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Signed out: this browser holds no refresh session any more.
  const refused = await page.request.post('/api/admin/refresh', {
    headers: { 'x-requested-with': 'phi-admin' },
  });
  expect(refused.status()).toBe(401);
});
