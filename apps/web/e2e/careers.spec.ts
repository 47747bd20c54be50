import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applicationFormCopy, careersListCopy } from '@phi/content';
import { resumeUpload } from '@phi/contracts/constants';
import {
  applicationAlertMessages,
  applicationFormMessages,
  applicationPageMessages,
  careersMessages,
  generalApplicationMessages,
} from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { parseStoredFileUrl } from '@phi/contracts/public';
import { expect, test } from '@playwright/test';
import { buildPdf, fillApplication } from '../../../tools/e2e/application-form.ts';
import { e2eFilesDir, queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// spec: site-marketing-careers §2.9, §2.10, §4, §5 and §8, against the standalone build and
// its embedded PostgreSQL: what the visitor sees, and what the product stored.

// An application fills some twenty fields and waits for an upload: on a busy shared machine
// that takes longer than the suite's default 30 s.
test.describe.configure({ timeout: 90_000 });

interface StoredApplication {
  id: string;
  job_id: string | null;
  personal_info: string;
  skills: string[];
  resume_url: string;
}

async function findApplication(email: string): Promise<StoredApplication[]> {
  return queryE2eDatabase<StoredApplication>(
    `select id, job_id, personal_info, skills, resume_url from job_applications
     where personal_info::jsonb ->> 'email' = $1`,
    [email],
  );
}

test('the careers page lists the open jobs and links each to its application', async ({ page }) => {
  await gotoInteractive(page, routePaths.careers);
  const [job] = await queryE2eDatabase<{ id: string; title: string }>(
    'select id, title from jobs where is_active order by created_at desc limit 1',
  );
  if (!job) {
    throw new Error('the standalone run seeds open jobs; none was found');
  }
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: job.title }) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: new RegExp(careersMessages.applyNow) }).click();
  await expect(page).toHaveURL(`/careers/apply/${job.id}`);
  // The route's code and the job both load on this navigation: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    applicationPageMessages.applyFor(job.title),
    { timeout: 15_000 },
  );

  await gotoInteractive(page, routePaths.careers);
  const refresh = page.getByRole('button', { name: careersListCopy.refresh });
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(refresh).toBeEnabled();
  await page.getByRole('link', { name: careersMessages.viewOpenPositions }).click();
  await expect(page).toHaveURL(/#open-positions$/);
});

test('applying to a seeded job with a PDF stores the application and the file', async ({
  page,
}) => {
  const [job] = await queryE2eDatabase<{ id: string; title: string }>(
    'select id, title from jobs where is_active order by created_at desc limit 1',
  );
  if (!job) {
    throw new Error('the standalone run seeds open jobs; none was found');
  }
  const email = `ada.${Date.now()}@example.com`;
  const pdf = buildPdf('Ada Lovelace, resume');
  await gotoInteractive(page, `/careers/apply/${job.id}`);
  await fillApplication(page, { email });
  await page.getByLabel(applicationFormCopy.resumeFile).setInputFiles({
    name: 'Ada Lovelace résumé.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: applicationPageMessages.submitApplication }).click();

  await expect(page.getByText(applicationAlertMessages.submitted)).toBeVisible();
  await expect(page).toHaveURL(routePaths.careers);

  const [row] = await findApplication(email);
  expect(row?.job_id).toBe(job.id);
  expect(row?.skills).toEqual(['TypeScript', 'React']);
  const fileId = parseStoredFileUrl(row?.resume_url ?? '');
  expect(fileId).not.toBeNull();
  const [file] = await queryE2eDatabase<{
    sanitized_name: string;
    storage_key: string;
    used_by: string;
  }>('select sanitized_name, storage_key, used_by from stored_files where id = $1', [fileId]);
  expect(file?.sanitized_name).toBe('Ada_Lovelace_resume.pdf');
  expect(file?.used_by).toBe(row?.id);
  const stored = await readFile(join(e2eFilesDir, file?.storage_key ?? ''));
  expect(stored.equals(pdf)).toBe(true);
});

test('a general application sends a resume without a job', async ({ page }) => {
  const email = `grace.${Date.now()}@example.com`;
  await gotoInteractive(page, '/careers/apply/general');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    applicationPageMessages.submitYourResume,
  );
  for (const step of generalApplicationMessages.nextSteps) {
    await expect(page.getByText(step)).toBeVisible();
  }
  await fillApplication(page, { email });
  const resume = Buffer.from('Grace Hopper\nCompilers, COBOL, naval reserve.\n', 'utf8');
  await page.getByLabel(applicationFormCopy.resumeFile).setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: resume,
  });
  await page.getByRole('button', { name: applicationPageMessages.submitApplication }).click();

  await expect(page.getByText(applicationAlertMessages.resumeSubmitted)).toBeVisible();
  await expect(page).toHaveURL(routePaths.careers);
  const [row] = await findApplication(email);
  expect(row).toBeDefined();
  expect(row?.job_id).toBeNull();
});

test('the resume picker refuses a wrong type and a file over 5 MB', async ({ page }) => {
  await gotoInteractive(page, '/careers/apply/general');
  const picker = page.getByLabel(applicationFormCopy.resumeFile);
  const alert = page.getByRole('alert').filter({ hasText: /./ });

  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(alert).toHaveText(applicationAlertMessages.invalidResumeType);

  await picker.setInputFiles({
    name: 'large.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(resumeUpload.maxBytes + 1, 0x20),
  });
  await expect(alert).toHaveText(applicationAlertMessages.resumeTooLarge);

  // Neither file was kept: submitting asks for a resume and sends nothing.
  await page.getByRole('button', { name: applicationPageMessages.submitApplication }).click();
  await expect(page.getByText(applicationFormMessages.resumeRequired)).toBeVisible();
});

test('an unknown job shows Job Not Found with a way back', async ({ page }) => {
  await gotoInteractive(page, '/careers/apply/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { name: applicationPageMessages.jobNotFound }),
  ).toBeVisible();
  await page.getByRole('link', { name: applicationPageMessages.backToCareers }).click();
  await expect(page).toHaveURL(routePaths.careers);
});
