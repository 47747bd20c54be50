import { contactFormCopy } from '@phi/content';
import { contactAbuseGuard, contactFormAnchorId, publicFormLimits } from '@phi/contracts/constants';
import { contactPageMessages, contactToastMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { contactServiceLabels } from '@phi/contracts/public';
import { expect, type Page, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// spec: site-marketing-careers §2.8, §4 and §8, the contact form against the standalone build.

// Each send waits out the API's minimum fill time (3 s) on top of the page load.
test.describe.configure({ timeout: 60_000 });

/** Opens the page and answers when the form was shown (the API's fill-time check counts from it). */
async function openContactForm(page: Page): Promise<number> {
  await gotoInteractive(page, routePaths.companyContact);
  await expect(page.getByRole('heading', { name: contactPageMessages.formTitle })).toBeVisible();
  await expect(field(page, contactFormCopy.name)).toBeVisible();
  return Date.now();
}

/** The form's control by its label ("Company (optional)" too), not the section it names. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}`));
}

async function fillContactForm(page: Page, email: string) {
  await field(page, contactFormCopy.name).fill('Alan Turing');
  await field(page, contactFormCopy.email).fill(email);
  await field(page, contactFormCopy.company).fill('Bletchley Automation');
  await field(page, contactFormCopy.service).selectOption({
    label: contactServiceLabels['voice-agents'],
  });
  await field(page, contactFormCopy.message).fill('We would like a voice agent for bookings.');
}

/** A person takes longer than the minimum fill time; a submission sooner is dropped as a bot's. */
async function waitForMinimumFillTime(page: Page, shownAt: number) {
  const remaining = contactAbuseGuard.minFillMs + 250 - (Date.now() - shownAt);
  if (remaining > 0) {
    await page.waitForTimeout(remaining);
  }
}

async function countContacts(email: string): Promise<number> {
  const [row] = await queryE2eDatabase<{ count: string }>(
    'select count(*) from contacts where email = $1',
    [email],
  );
  return Number(row?.count ?? 0);
}

test('a message is stored, the form resets and the success toast shows', async ({ page }) => {
  const email = `alan.${Date.now()}@example.com`;
  const shownAt = await openContactForm(page);
  await fillContactForm(page, email);
  await waitForMinimumFillTime(page, shownAt);
  await page.getByRole('button', { name: contactPageMessages.sendMessage }).click();

  await expect(page.getByText(contactToastMessages.successTitle)).toBeVisible();
  await expect(page.getByText(contactToastMessages.successDescription)).toBeVisible();
  await expect(field(page, contactFormCopy.name)).toHaveValue('');
  await expect(field(page, contactFormCopy.message)).toHaveValue('');

  const rows = await queryE2eDatabase<{ name: string; service: string; status: string }>(
    'select name, service, status from contacts where email = $1',
    [email],
  );
  expect(rows).toEqual([{ name: 'Alan Turing', service: 'voice-agents', status: 'new' }]);
});

test('the error toast shows when the API refuses the message (per-email limit, 429)', async ({
  page,
}) => {
  const email = `limit.${Date.now()}@example.com`;
  // The per-email limit counts this hour's stored messages: fill it, then send one more.
  for (let index = 0; index < publicFormLimits.contactsPerEmailPerHour; index += 1) {
    await queryE2eDatabase(
      "insert into contacts (name, email, message) values ('Earlier sender', $1, 'Earlier message')",
      [email],
    );
  }
  const shownAt = await openContactForm(page);
  await fillContactForm(page, email);
  await waitForMinimumFillTime(page, shownAt);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/contacts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: contactPageMessages.sendMessage }).click();

  expect((await answer).status()).toBe(429);
  await expect(page.getByText(contactToastMessages.errorTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(contactToastMessages.errorDescription)).toBeVisible();
  // Nothing is lost: the visitor's text stays in the form for another try.
  await expect(field(page, contactFormCopy.message)).not.toHaveValue('');
  expect(await countContacts(email)).toBe(publicFormLimits.contactsPerEmailPerHour);
});

test("the hero's Send Message jumps to the form section", async ({ page }) => {
  await openContactForm(page);
  await page.getByRole('link', { name: contactPageMessages.sendMessage }).click();
  await expect(page).toHaveURL(new RegExp(`#${contactFormAnchorId}$`));
  await expect(page.getByRole('region', { name: contactPageMessages.formTitle })).toBeInViewport();
});

test('the form shows its own errors and sends nothing while required fields are empty', async ({
  page,
}) => {
  await openContactForm(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contacts') && request.method() === 'POST') {
      posted = true;
    }
  });
  await page.getByRole('button', { name: contactPageMessages.sendMessage }).click();
  await expect(field(page, contactFormCopy.name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, contactFormCopy.name)).toBeFocused();
  expect(posted).toBe(false);
});
