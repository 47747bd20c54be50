import { adminScreensCopy, contactSpamReasonLabels } from '@phi/content';
import { adminContactMessages } from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

// A contact sent faster than the form's minimum fill time is answered like any other and kept
// as suspected spam, never dropped; "Not spam" moves it into the list
// (docs/architecture.md#departures).
test('a contact sent in under 3 s shows under "Suspected spam" and "Not spam" moves it to the list', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('spam');
  const name = `Quick ${tag}`;
  const created = await request.post('/api/contacts', {
    data: {
      name,
      email: `${tag}@example.test`,
      company: 'Autofill Ltd',
      message: 'Autofilled and pasted: please call me back.',
      // Shown a second ago: under the 3 s minimum fill time.
      startedAt: Date.now() - 1_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsAdmin(page);
  await page.goto(`/admin/contacts?search=${tag}`);
  await expect(page.getByText(adminContactMessages.showing(0, 0))).toBeVisible();

  await page.getByLabel(adminScreensCopy.contactsView).selectOption('spam');
  await expect(page).toHaveURL(/view=spam/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(
    row.getByText(`${adminScreensCopy.suspectedSpam}: ${contactSpamReasonLabels['too-fast']}`),
  ).toBeVisible();

  await row.getByRole('button', { name: adminScreensCopy.notSpamOf(name) }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(adminContactMessages.showing(0, 0))).toBeVisible();

  await page.getByLabel(adminScreensCopy.contactsView).selectOption('inbox');
  await expect(page).not.toHaveURL(/view=spam/);
  const listed = page.getByRole('listitem').filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('button', { name: adminScreensCopy.notSpamOf(name) })).toHaveCount(
    0,
  );

  const [stored] = await queryE2eDatabase<{ id: string; spam_reason: string | null }>(
    'select id, spam_reason from contacts where email = $1',
    [`${tag}@example.test`],
  );
  expect(stored?.spam_reason).toBeNull();
  const audit = await queryE2eDatabase<{ before: { spamReason: string } }>(
    `select before from audit_log where entity_type = 'contact' and entity_id = $1`,
    [stored?.id],
  );
  expect(audit.map((entry) => entry.before.spamReason)).toEqual(['too-fast']);
});
