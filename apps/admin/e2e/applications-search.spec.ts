import { randomUUID } from 'node:crypto';
import { adminScreensCopy, applicationFormCopy } from '@phi/content';
import {
  adminApplicationMessages,
  applicationAlertMessages,
  applicationPageMessages,
} from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { buildPdf, fillApplication } from '../../../tools/e2e/application-form.ts';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

// spec: chat-news-admin §5 (search by candidate name): the careers form stores firstName and
// lastName, and the search reads them as fields, so the full name finds the candidate
// (packages/db/migrations/20261126001000_index_applicant_search_fields.ts).
test('an application sent through the careers form is found by the full name', async ({ page }) => {
  // A public form with an upload, then a sign-in: more than the default on a shared machine.
  test.setTimeout(90_000);
  const tag = uniqueTag('find');
  const jobId = randomUUID();
  await queryE2eDatabase(
    `insert into jobs (id, title, location, type, description, requirements)
     values ($1, $2, 'Remote', 'Full Time', 'Finds people', '{Finding}')`,
    [jobId, `Talent Scout ${tag}`],
  );

  await gotoInteractive(page, `/careers/apply/${jobId}`);
  await fillApplication(page, {
    firstName: 'Katherine',
    lastName: tag,
    email: `${tag}@example.test`,
  });
  await page.getByLabel(applicationFormCopy.linkedin).fill(`https://www.linkedin.com/in/${tag}`);
  await page.getByLabel(applicationFormCopy.gpa).fill('3.8');
  await page.getByLabel(applicationFormCopy.resumeFile).setInputFiles({
    name: `katherine-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: buildPdf(tag),
  });
  await page.getByRole('button', { name: applicationPageMessages.submitApplication }).click();
  await expect(page.getByText(applicationAlertMessages.submitted)).toBeVisible();

  const fullName = `Katherine ${tag}`;
  await signInAsAdmin(page);
  await page.goto('/admin/applications');
  await page.getByLabel(adminScreensCopy.search).fill(fullName);
  await expect(page).toHaveURL(new RegExp(`search=Katherine(\\+|%20)${tag}`));
  await expect(page.getByText(adminApplicationMessages.showing(1, 1))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: fullName })).toHaveCount(1);

  // The detail view shows what the row leaves out, opened and used from the keyboard.
  const details = adminScreensCopy.applicationDetails;
  const open = page.getByRole('button', { name: details.open(fullName) });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: details.title(fullName) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Nottingham, UK')).toBeVisible();
  await expect(dialog.getByText('Built speech pipelines.')).toBeVisible();
  await expect(dialog.getByText('3.8', { exact: true })).toBeVisible();
  const linkedin = dialog.getByRole('link', { name: new RegExp(`linkedin\\.com/in/${tag}`) });
  await expect(linkedin).toHaveAttribute('href', `https://www.linkedin.com/in/${tag}`);
  await expect(linkedin).toHaveAttribute('target', '_blank');
  await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  // Focus is inside the dialog; Tab reaches the link; Escape closes and returns focus.
  for (let presses = 0; presses < 6; presses++) {
    if (await linkedin.evaluate((element) => element === document.activeElement)) {
      break;
    }
    await page.keyboard.press('Tab');
  }
  await expect(linkedin).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A JSON key name is no search hit: no count line of rows the page then hides.
  await page.getByLabel(adminScreensCopy.search).fill('firstName');
  await expect(page.getByText(adminApplicationMessages.showing(0, 0))).toBeVisible();
});
