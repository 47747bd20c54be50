import { adminScreensCopy } from '@phi/content';
import { adminJobMessages } from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

interface JobRow {
  title: string;
  location: string;
  requirements: string[];
  is_active: boolean;
}

const findJobs = (tag: string) =>
  queryE2eDatabase<JobRow>(
    'select title, location, requirements, is_active from jobs where title like $1',
    [`%${tag}%`],
  );

// spec: chat-news-admin §2 (job postings), §4 and §5
test('a job posting is created, edited and deleted', async ({ page }) => {
  const tag = uniqueTag('job');
  await signInAsAdmin(page);
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: adminJobMessages.addNewJob }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(adminScreensCopy.jobTitle).fill(`Engineer ${tag}`);
  await dialog.getByLabel(adminScreensCopy.location).fill('Lisbon');
  await dialog.getByLabel(adminScreensCopy.type).selectOption('Contract');
  await dialog.getByLabel(adminScreensCopy.description).fill('Builds voice agents.');
  await dialog.getByLabel(adminScreensCopy.requirement(1), { exact: true }).fill('TypeScript');
  await dialog.getByRole('button', { name: adminScreensCopy.addRequirement }).click();
  await dialog.getByLabel(adminScreensCopy.requirement(2), { exact: true }).fill('PostgreSQL');
  await dialog.getByRole('button', { name: adminScreensCopy.createJob }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel(adminScreensCopy.search).fill(tag);
  const row = page.getByRole('listitem').filter({ hasText: tag });
  await expect(row).toContainText(`Engineer ${tag}`);
  await expect(row).toContainText(adminJobMessages.active);
  await expect(page.getByText(/^1 of \d+ jobs$/)).toBeVisible();
  expect(await findJobs(tag)).toEqual([
    {
      title: `Engineer ${tag}`,
      location: 'Lisbon',
      requirements: ['TypeScript', 'PostgreSQL'],
      is_active: true,
    },
  ]);

  await row.getByRole('button', { name: adminScreensCopy.editJob(`Engineer ${tag}`) }).click();
  await expect(dialog.getByLabel(adminScreensCopy.jobTitle)).toHaveValue(`Engineer ${tag}`);
  await dialog.getByLabel(adminScreensCopy.jobTitle).fill(`Senior Engineer ${tag}`);
  await dialog.getByRole('button', { name: adminScreensCopy.removeRequirement(2) }).click();
  await dialog.getByLabel(adminJobMessages.activeJobPosting).uncheck();
  await dialog.getByRole('button', { name: adminScreensCopy.updateJob }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Senior Engineer ${tag}`);
  await expect(row).toContainText(adminJobMessages.inactive);
  expect(await findJobs(tag)).toEqual([
    {
      title: `Senior Engineer ${tag}`,
      location: 'Lisbon',
      requirements: ['TypeScript'],
      is_active: false,
    },
  ]);

  await row
    .getByRole('button', { name: adminScreensCopy.deleteJob(`Senior Engineer ${tag}`) })
    .click();
  await expect(dialog).toContainText(adminJobMessages.deleteConfirm);
  await dialog.getByRole('button', { name: adminScreensCopy.confirmDelete }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(adminJobMessages.emptyFiltered)).toBeVisible();
  expect(await findJobs(tag)).toEqual([]);
});

// spec: chat-news-admin §5, the form's messages before anything is sent
test('the job form refuses blank fields', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: adminJobMessages.addNewJob }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(adminScreensCopy.jobTitle).fill('   ');
  await dialog.getByRole('button', { name: adminScreensCopy.createJob }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
