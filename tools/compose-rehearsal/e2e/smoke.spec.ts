import { randomUUID } from 'node:crypto';
import { access, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contactFormCopy, getMarketingPage } from '@phi/content';
import { contactAbuseGuard } from '@phi/contracts/constants';
import { sweepFilesJob } from '@phi/contracts/jobs';
import {
  adminLoginMessages,
  adminShellMessages,
  contactPageMessages,
  contactToastMessages,
  notFoundMessages,
} from '@phi/contracts/messages';
import { adminSidebarItems, routePaths } from '@phi/contracts/navigation';
import { contactServiceLabels } from '@phi/contracts/public';
import { createDb, type DbHandle, insertStoredFile } from '@phi/db';
import { createProducer, openBullConnection } from '@phi/queue';
import { expect, type Page, test } from '@playwright/test';
import { Queue } from 'bullmq';
import { gotoInteractive } from '../../e2e/navigation.ts';
import { readRehearsalInfo } from '../src/rehearsal-info.ts';

// Through the compose proxy as the rehearsal runs it: the site's nginx, the admin's nginx, both
// APIs, the database and the worker on Redis answer together.
const info = readRehearsalInfo(process.env);
const hourMs = 60 * 60 * 1000;

let database: DbHandle;
test.beforeAll(() => {
  database = createDb(info.databaseUrl, { max: 2, applicationName: 'phi-compose-rehearsal' });
});
test.afterAll(async () => {
  await database.close();
});

test('the home page and a marketing page render', async ({ page }) => {
  const home = await gotoInteractive(page, routePaths.home);
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getMarketingPage(routePaths.home).heading,
  );
  const about = await gotoInteractive(page, routePaths.about);
  expect(about?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getMarketingPage(routePaths.about).heading,
  );
});

test('an unknown path answers 404 with the site 404 screen', async ({ page }) => {
  const response = await page.goto(`/no-such-page-${randomUUID().slice(0, 8)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundMessages.title);
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(adminLoginMessages.usernameLabel).fill(info.admin.username);
  await page
    .getByLabel(adminLoginMessages.passwordLabel, { exact: true })
    .fill(info.admin.password);
  await page.getByRole('button', { name: adminShellMessages.signIn }).click();
}

test('the admin signs in, sees the dashboard and keeps the session over a reload', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const dashboard = adminSidebarItems.find((item) => item.to === routePaths.adminDashboard);
  const heading = page.getByRole('heading', { level: 1, name: dashboard?.label });
  await expect(heading).toBeVisible();
  // A reload buys a new access token with the refresh cookie (POST /api/admin/refresh), whose
  // same-origin guard (services/admin-api/src/session/same-origin-guard.ts) compares the
  // browser's Origin with the host the proxy forwards.
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/admin/refresh'));
  await page.reload();
  expect((await refresh).status(), 'POST /api/admin/refresh through the proxy').toBe(200);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(heading).toBeVisible();
});

test('a contact sent through the site form is stored', async ({ page }) => {
  const email = `rehearsal.${Date.now()}@example.com`;
  await gotoInteractive(page, routePaths.companyContact);
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  await expect(field(contactFormCopy.name)).toBeVisible();
  const shownAt = Date.now();
  await field(contactFormCopy.name).fill('Grace Hopper');
  await field(contactFormCopy.email).fill(email);
  await field(contactFormCopy.service).selectOption({
    label: contactServiceLabels['voice-agents'],
  });
  await field(contactFormCopy.message).fill('A voice agent for our bookings, please.');
  // Sooner than the API's minimum fill time, a message is taken for a bot's and not stored.
  await page.waitForTimeout(
    Math.max(0, contactAbuseGuard.minFillMs + 250 - (Date.now() - shownAt)),
  );
  await page.getByRole('button', { name: contactPageMessages.sendMessage }).click();
  await expect(page.getByText(contactToastMessages.successTitle)).toBeVisible();

  const rows = await database.db
    .selectFrom('contacts')
    .select(['name', 'service', 'status'])
    .where('email', '=', email)
    .execute();
  expect(rows).toEqual([{ name: 'Grace Hopper', service: 'voice-agents', status: 'new' }]);
});

test('the worker sweeps an abandoned upload for a job queued on Redis', async () => {
  const connection = openBullConnection(info.queue, 'producer', 'phi-compose-rehearsal');
  const queue = new Queue(sweepFilesJob.queue, connection.options, connection.factory);
  const producer = createProducer(info.queue, 'phi-compose-rehearsal');
  try {
    // The worker sweeps once when it starts: let that finish, so the sweep below is the one
    // that finds the upload.
    await expect
      .poll(
        async () => {
          const { completed = 0, ...pending } = await queue.getJobCounts(
            'completed',
            'waiting',
            'active',
            'prioritized',
          );
          return completed > 0 && Object.values(pending).every((count) => count === 0);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // An upload no application claimed, older than a day, as public-api leaves it.
    const id = randomUUID();
    const createdAt = new Date(Date.now() - 25 * hourMs);
    const path = join(info.filesDir, id);
    await writeFile(path, '%PDF-1.7 resume');
    await utimes(path, createdAt, createdAt);
    await insertStoredFile(database.db, {
      id,
      purpose: 'resume',
      originalName: 'cv.pdf',
      sanitizedName: 'cv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 15,
      sha256: 'a'.repeat(64),
      storageKey: id,
      createdAt,
    });

    const jobId = await producer.enqueue(sweepFilesJob, { requestedAt: new Date().toISOString() });
    await expect
      .poll(async () => (await queue.getJob(jobId))?.getState(), { timeout: 30_000 })
      .toBe('completed');
    const job = await queue.getJob(jobId);
    expect(job?.returnvalue?.unclaimed).toBeGreaterThanOrEqual(1);
    await expect(access(path)).rejects.toThrow(/ENOENT/);
    const row = await database.db
      .selectFrom('storedFiles')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  } finally {
    await producer.close();
    await queue.close();
    await connection.close();
  }
});
