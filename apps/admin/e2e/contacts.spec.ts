import { readFile } from 'node:fs/promises';
import { adminScreensCopy, contactStatusLabels } from '@phi/content';
import { contactCsvColumns } from '@phi/contracts';
import { adminContactMessages, adminListMessages } from '@phi/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

async function insertContacts(tag: string, count: number, statusOf: (index: number) => string) {
  const rows = Array.from({ length: count }, (_, index) => index);
  await queryE2eDatabase(
    `insert into contacts (name, email, company, message, status, created_at)
     select 'Lead ' || i, 'lead' || i || '-' || $1 || '@example.test', $1, 'Hello', s, now() - (i || ' minutes')::interval
     from unnest($2::int[], $3::text[]) as t(i, s)`,
    [tag, rows, rows.map(statusOf)],
  );
}

async function search(page: Page, text: string) {
  await page.getByLabel(adminScreensCopy.search).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

// spec: chat-news-admin §2 (contacts) and §4: a status change is stored, not only shown
test("a contact's status change persists after a reload", async ({ page, request }) => {
  const tag = uniqueTag('status');
  const message = `<img src=x onerror="document.title='hacked'"> <script>alert(1)</script> ${tag}`;
  const created = await request.post('/api/contacts', {
    data: {
      name: `Ada ${tag}`,
      email: `${tag}@example.test`,
      company: 'Analytical Engines',
      message,
      // The form's fill-time guard: shown long enough ago to be a person.
      startedAt: Date.now() - 60_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin/contacts');
  await search(page, tag);
  const row = page.getByRole('listitem').filter({ hasText: `Ada ${tag}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: adminScreensCopy.edit(`Ada ${tag}`) }).click();

  const dialog = page.getByRole('dialog');
  // The original message holds markup: it shows as text and runs nothing.
  await expect(dialog.getByTestId('original-message')).toHaveText(message);
  await expect(dialog.locator('img, script')).toHaveCount(0);
  await dialog.getByLabel(adminScreensCopy.status).selectOption('qualified');
  await dialog.getByRole('button', { name: adminScreensCopy.save }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(contactStatusLabels.qualified)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(adminScreensCopy.search)).toHaveValue(tag);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Ada ${tag}` })
      .getByText(contactStatusLabels.qualified),
  ).toBeVisible();
  const [stored] = await queryE2eDatabase<{ status: string }>(
    'select status from contacts where email = $1',
    [`${tag}@example.test`],
  );
  expect(stored?.status).toBe('qualified');
  expect(await page.title()).not.toBe('hacked');
});

// spec: chat-news-admin §2, §4 (filters in the URL, page reset, Clear Filters) and §9 (page size 20)
test('contacts filter and paginate', async ({ page }) => {
  const tag = uniqueTag('page');
  await insertContacts(tag, 23, (index) => (index % 5 === 0 ? 'converted' : 'new'));
  await signInAsAdmin(page);
  await page.goto('/admin/contacts');
  await search(page, tag);
  await expect(page.getByText(adminContactMessages.showing(20, 23))).toBeVisible();
  await expect(page.getByText(adminListMessages.pageOf(1, 2))).toBeVisible();

  await page.getByRole('button', { name: adminListMessages.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(adminListMessages.pageOf(2, 2))).toBeVisible();
  await expect(page.getByText(adminContactMessages.showing(3, 23))).toBeVisible();

  await page.getByLabel(adminScreensCopy.status).selectOption('converted');
  await expect(page).toHaveURL(/status=converted/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText(adminContactMessages.showing(5, 5))).toBeVisible();
  await expect(page.getByRole('navigation', { name: adminScreensCopy.pagination })).toHaveCount(0);

  // The filters live in the URL: a reload shows the same rows.
  await page.reload();
  await expect(page.getByLabel(adminScreensCopy.status)).toHaveValue('converted');
  await expect(page.getByText(adminContactMessages.showing(5, 5))).toBeVisible();

  await page.getByRole('button', { name: adminListMessages.clearFilters }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByLabel(adminScreensCopy.search)).toHaveValue('');
});

// spec: chat-news-admin §7 (CSV export of the rows shown); formula cells escaped against CSV
// injection (docs/architecture.md#security)
test('contacts export to CSV with the spec columns', async ({ page }) => {
  const tag = uniqueTag('csv');
  await insertContacts(tag, 2, () => 'new');
  await queryE2eDatabase(
    `insert into contacts (name, email, company, message, notes)
     values ('=HYPERLINK("http://evil.example","click")', $2, $1, 'Hi', '+1 call back')`,
    [tag, `formula-${tag}@example.test`],
  );
  await signInAsAdmin(page);
  await page.goto(`/admin/contacts?search=${tag}`);
  await expect(page.getByText(adminContactMessages.showing(3, 3))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: adminListMessages.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(text.trim()).data;
  expect(header).toEqual([...contactCsvColumns]);
  expect(rows).toHaveLength(3);
  const formulaRow = rows.find((row) => row[1] === `formula-${tag}@example.test`);
  expect(formulaRow?.[0]).toBe('\'=HYPERLINK("http://evil.example","click")');
  expect(formulaRow?.[9]).toBe("'+1 call back");
  expect(rows.every((row) => row[2] === tag)).toBe(true);
});

// Ours: "Export all matching" downloads every contact the filters match from the admin API,
// past the page shown (docs/architecture.md#departures, 15)
test('contacts export all matching rows, past the page shown', async ({ page }) => {
  const tag = uniqueTag('all');
  await insertContacts(tag, 23, () => 'new');
  await signInAsAdmin(page);
  await page.goto(`/admin/contacts?search=${tag}`);
  await expect(page.getByText(adminContactMessages.showing(20, 23))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: adminScreensCopy.exportAllMatching }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
  expect(header).toEqual([...contactCsvColumns]);
  expect(rows).toHaveLength(23);
  expect(new Set(rows.map((row) => row[1])).size).toBe(23);
  expect(rows.every((row) => row[2] === tag)).toBe(true);
});
