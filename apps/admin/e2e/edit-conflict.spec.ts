import { adminAuditCopy, adminConflictCopy, adminScreensCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import {
  adminPassword,
  adminUsername,
  expectAdminCredentials,
  signIn,
  signInAsAdmin,
  uniqueTag,
} from './admin-session.ts';

// docs/architecture.md#departures: an edit carries the version it started from; a save from an
// older copy shows the colleague's newer values beside the user's to merge, and the audit log
// shows both edits with who made them.

/** A second admin, created as Settings creates one (POST /api/admin/users, as the seeded admin). */
async function createColleague(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/admin/login', {
    data: { username: adminUsername, password: adminPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { username, email: `${username}@example.test`, password },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function openContactEditor(page: Page, tag: string, name: string) {
  await page.goto(`${routePaths.adminContacts}?search=${tag}`);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: adminScreensCopy.edit(name) }).click();
  return page.getByRole('dialog');
}

async function signInColleague(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { context, page };
}

test('two admins edit one contact: the later save shows the newer values, merges and saves; the audit log names both', async ({
  page,
  browser,
  request,
}) => {
  expectAdminCredentials();
  const tag = uniqueTag('conflict');
  const name = `Ada ${tag}`;
  const colleagueName = uniqueTag('colleague');
  const colleaguePassword = `pass-${tag}-long-enough`;
  const [contact] = await queryE2eDatabase<{ id: string }>(
    `insert into contacts (name, email, company, message, notes)
     values ($1, $2, 'Analytical Engines', 'We need a voice agent.', 'First call booked')
     returning id`,
    [name, `${tag}@example.test`],
  );
  await createColleague(request, colleagueName, colleaguePassword);

  // The first admin opens the contact from the list as it stood.
  await signInAsAdmin(page);
  const mine = await openContactEditor(page, tag, name);
  await mine.getByLabel(adminScreensCopy.priority).selectOption('high');
  await mine.getByLabel(adminScreensCopy.notes).fill('Mine: waiting for their answer');

  // Meanwhile the colleague, in another browser, saves newer notes and an assignee.
  const colleague = await signInColleague(browser, colleagueName, colleaguePassword);
  const theirs = await openContactEditor(colleague.page, tag, name);
  await theirs.getByLabel(adminScreensCopy.notes).fill('Colleague: budget approved');
  await theirs.getByLabel(adminScreensCopy.assignee).selectOption('sales');
  await theirs.getByRole('button', { name: adminScreensCopy.save }).click();
  await expect(theirs).toBeHidden();
  await colleague.context.close();

  // The first admin's save is refused: the newer values show beside theirs.
  await mine.getByRole('button', { name: adminScreensCopy.save }).click();
  const conflict = mine.getByRole('region', { name: adminConflictCopy.heading });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('heading', { name: adminConflictCopy.heading })).toBeFocused();
  const notesRow = conflict.getByTestId('conflict-notes');
  await expect(notesRow).toContainText('Colleague: budget approved');
  await expect(notesRow).toContainText('Mine: waiting for their answer');
  await expect(notesRow.getByRole('radio', { name: adminConflictCopy.keepMine })).toBeChecked();
  // The assignee was left alone here: it takes the colleague's value.
  const assigneeRow = conflict.getByTestId('conflict-assignedTo');
  await expect(assigneeRow).toContainText('Sales');
  await expect(
    assigneeRow.getByRole('radio', { name: adminConflictCopy.takeTheirs }),
  ).toBeChecked();
  await expect(mine.getByLabel(adminScreensCopy.assignee)).toHaveValue('sales');
  await expect(mine.getByLabel(adminScreensCopy.priority)).toHaveValue('high');

  // Merge: take their notes, add mine to them, save again.
  await notesRow.getByRole('radio', { name: adminConflictCopy.takeTheirs }).check();
  const notes = mine.getByLabel(adminScreensCopy.notes);
  await expect(notes).toHaveValue('Colleague: budget approved');
  await notes.fill('Colleague: budget approved. Mine: waiting for their answer');
  await mine.getByRole('button', { name: adminScreensCopy.save }).click();
  await expect(mine).toBeHidden();

  const [stored] = await queryE2eDatabase<{
    notes: string;
    assigned_to: string;
    priority: string;
    version: number;
  }>('select notes, assigned_to, priority, version from contacts where id = $1', [contact?.id]);
  expect(stored).toEqual({
    notes: 'Colleague: budget approved. Mine: waiting for their answer',
    assigned_to: 'sales',
    priority: 'high',
    version: 3,
  });
  // The list reloaded after the save.
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
    'Colleague: budget approved. Mine: waiting for their answer',
  );

  // The audit log shows both edits, newest first, with who made them.
  await page.getByRole('link', { name: /Audit Log/ }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByLabel(adminAuditCopy.entityType).selectOption('contact');
  const edits = page
    .getByRole('list', { name: adminAuditCopy.listLabel })
    .getByTestId('audit-entry')
    .filter({ hasText: name });
  await expect(edits).toHaveCount(2);
  await expect(edits.nth(0).getByTestId('audit-actor')).toHaveText(adminUsername);
  await expect(edits.nth(0)).toContainText('Mine: waiting for their answer');
  await expect(edits.nth(1).getByTestId('audit-actor')).toHaveText(colleagueName);
  await expect(edits.nth(1)).toContainText('First call booked');
  await expect(edits.nth(1)).toContainText('Colleague: budget approved');

  // By person: only the colleague's edit of this contact.
  await page.getByLabel(adminAuditCopy.person).selectOption({ label: colleagueName });
  await expect(edits).toHaveCount(1);
  await expect(edits.getByTestId('audit-actor')).toHaveText(colleagueName);
});
