import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminScreensCopy, applicationFormCopy } from '@phi/content';
import {
  applicationAlertMessages,
  applicationPageMessages,
  resumeFileTypeLabels,
  resumeViewerMessages,
} from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { buildPdf, fillApplication } from '../../../tools/e2e/application-form.ts';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

// spec: chat-news-admin §2 (resume viewer); bearer-only download
// (docs/architecture.md#departures, 2)
test('a PDF resume sent through the public form is previewed in the admin app', async ({
  page,
  request,
}) => {
  // A public form, a sign-in and a PDF render: more than the default on a shared machine.
  test.setTimeout(90_000);
  const tag = uniqueTag('cv');
  const jobId = randomUUID();
  await queryE2eDatabase(
    `insert into jobs (id, title, location, type, description, requirements)
     values ($1, $2, 'Remote', 'Full Time', 'Reads resumes', '{Reading}')`,
    [jobId, `Resume Reader ${tag}`],
  );

  // Through the public application form, as a visitor sends it.
  const pdf = buildPdf(tag);
  const fileName = `grace-${tag}.pdf`;
  await gotoInteractive(page, `/careers/apply/${jobId}`);
  await fillApplication(page, {
    firstName: 'Grace',
    lastName: tag,
    email: `${tag}@example.test`,
  });
  await page
    .getByLabel(applicationFormCopy.resumeFile)
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: applicationPageMessages.submitApplication }).click();
  await expect(page.getByText(applicationAlertMessages.submitted)).toBeVisible();

  const [stored] = await queryE2eDatabase<{ resume_url: string }>(
    `select resume_url from job_applications where personal_info::jsonb ->> 'email' = $1`,
    [`${tag}@example.test`],
  );
  const fileUrl = stored?.resume_url ?? '';
  expect(fileUrl).toMatch(/^\/api\/admin\/files\//);
  // Private: without the admin's bearer token the file is refused.
  expect((await request.get(fileUrl)).status()).toBe(401);

  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      cspErrors.push(message.text());
    }
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/applications?search=${tag}`);
  const name = `Grace ${tag}`;
  await page.getByRole('button', { name: adminScreensCopy.viewResume(name) }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(fileName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(resumeFileTypeLabels.pdf)).toBeVisible();
  await expect(dialog.getByText(resumeViewerMessages.unknownSize)).toBeVisible();
  const frame = dialog.getByTitle(adminScreensCopy.resumePreview(fileName));
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The frame navigated to the blob (a frame-src refusal would leave it on an error page).
  const src = (await frame.getAttribute('src')) ?? '';
  await expect.poll(() => page.frames().some((candidate) => candidate.url() === src)).toBe(true);
  await expect(
    dialog.getByRole('link', { name: resumeViewerMessages.downloadResume }),
  ).toHaveAttribute('download', fileName);

  // The blob behind the preview and the download is the uploaded file, byte for byte.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: resumeViewerMessages.downloadResume }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(pdf);

  await dialog.getByRole('button', { name: resumeViewerMessages.close }).first().click();
  await expect(dialog).toBeHidden();
  expect(cspErrors).toEqual([]);
});
