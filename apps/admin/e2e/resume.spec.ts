import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminScreensCopy } from '@phi/content';
import { resumeFileTypeLabels, resumeViewerMessages } from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

/** A one-page PDF with a line of text, written out so the test needs no fixture file. */
function buildPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// spec: chat-news-admin §2 (resume viewer); ARCHITECTURE.md departure 2 (bearer-only download)
test('a PDF resume sent through the public form is previewed in the admin app', async ({
  page,
  request,
}) => {
  // Two public calls, a sign-in and a PDF render: more than the default on a shared machine.
  test.setTimeout(60_000);
  const tag = uniqueTag('cv');
  const jobId = randomUUID();
  await queryE2eDatabase(
    `insert into jobs (id, title, location, type, description, requirements)
     values ($1, $2, 'Remote', 'Full Time', 'Reads resumes', '{Reading}')`,
    [jobId, `Resume Reader ${tag}`],
  );

  const pdf = buildPdf(tag);
  const upload = await request.post(`/api/jobs/${jobId}/resume-upload`, {
    multipart: {
      applicantId: `Grace-${tag}`,
      resume: { name: `grace-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  expect(fileUrl).toMatch(/^\/api\/admin\/files\//);
  // Private: without the admin's bearer token the file is refused.
  expect((await request.get(fileUrl)).status()).toBe(401);

  const applied = await request.post(`/api/jobs/${jobId}/apply`, {
    data: {
      jobId,
      personalInfo: JSON.stringify({
        firstName: 'Grace',
        lastName: tag,
        email: `${tag}@example.test`,
        phone: '+44 20 7946 0000',
        location: 'London',
        workAuthorization: 'authorized',
      }),
      experience: JSON.stringify([
        {
          company: 'Navy',
          title: 'Rear Admiral',
          startDate: '1943-01',
          current: true,
          description: 'Compilers',
        },
      ]),
      education: JSON.stringify([
        { institution: 'Yale', degree: 'PhD', field: 'Mathematics', graduationYear: '1934' },
      ]),
      skills: ['COBOL'],
      coverLetter: 'I read resumes for a living.',
      resumeUrl: fileUrl,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

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
  const fileName = `grace-${tag}.pdf`;
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
