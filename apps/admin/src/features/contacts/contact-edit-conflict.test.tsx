import { adminConflictCopy, adminScreensCopy } from '@phi/content';
import type { AdminContact } from '@phi/contracts/admin';
import { errorCatalog } from '@phi/contracts/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const opened: AdminContact = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  company: 'Analytical Engines',
  service: null,
  message: 'We need a voice agent.',
  status: 'new',
  priority: 'medium',
  source: 'contact_form',
  notes: 'First call booked',
  assignedTo: null,
  responseTimeHours: null,
  lastContactedAt: null,
  createdAt: '2025-03-10T09:00:00.000Z',
  spamReason: null,
};

// What a colleague saved after this admin opened the contact.
const newer: AdminContact = {
  ...opened,
  version: 2,
  notes: 'Colleague: budget approved',
  assignedTo: 'sales',
};

function serveConflictOnce() {
  const updates: Record<string, unknown>[] = [];
  mockAdminApi({
    other: (url, init) => {
      const path = new URL(url, 'http://admin.test').pathname;
      if (path === '/api/admin/contacts' && (init.method ?? 'GET') === 'GET') {
        const contact = updates.length > 1 ? { ...newer, version: 3 } : opened;
        return jsonResponse(200, {
          contacts: [contact],
          total: 1,
          totalPages: 1,
          isTotalCapped: false,
          page: 1,
          limit: 20,
        });
      }
      if (path === `/api/admin/contacts/${opened.id}` && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        updates.push(body);
        if (body.version !== newer.version) {
          return jsonResponse(409, {
            error: errorCatalog.EDIT_CONFLICT.message,
            code: 'EDIT_CONFLICT',
            current: newer,
          });
        }
        return jsonResponse(200, { contact: { ...newer, ...body, version: 3 } });
      }
      return undefined;
    },
  });
  return updates;
}

// docs/architecture.md#departures (20): a save from an older copy shows the newer values to merge
describe('contact edit conflict', () => {
  it('shows the newer values beside the user’s, merges per field and saves from the newer version', async () => {
    startSession();
    const updates = serveConflictOnce();
    const { user } = renderAdminApp('/contacts');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.edit(opened.name) }),
    );
    const dialog = screen.getByRole('dialog');
    const notes = within(dialog).getByLabelText(adminScreensCopy.notes);
    await user.clear(notes);
    await user.type(notes, 'Mine: waiting');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));

    const panel = await within(dialog).findByRole('region', { name: adminConflictCopy.heading });
    expect(updates[0]).toMatchObject({ version: 1, notes: 'Mine: waiting' });
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: adminConflictCopy.heading })).toBe(
        document.activeElement,
      ),
    );
    // The note was changed here: the user's stays chosen, the colleague's shows beside it.
    const notesRow = within(panel).getByTestId('conflict-notes');
    expect(notesRow.textContent).toContain('Colleague: budget approved');
    expect(notesRow.textContent).toContain('Mine: waiting');
    expect(
      within(notesRow).getByRole('radio', { name: adminConflictCopy.keepMine }),
    ).toHaveProperty('checked', true);
    // The assignee was left alone here: it takes the colleague's, shown by its label.
    const assigneeRow = within(panel).getByTestId('conflict-assignedTo');
    expect(assigneeRow.textContent).toContain('Sales');
    expect(within(dialog).getByLabelText(adminScreensCopy.assignee)).toHaveProperty(
      'value',
      'sales',
    );
    // No error alert beside the panel: the conflict is not a failure to report.
    expect(within(dialog).queryByText(new RegExp(adminScreensCopy.saveFailed))).toBeNull();

    await user.click(within(panel).getByRole('button', { name: adminConflictCopy.takeAllTheirs }));
    expect(notes).toHaveProperty('value', 'Colleague: budget approved');
    await user.click(within(notesRow).getByRole('radio', { name: adminConflictCopy.keepMine }));
    expect(notes).toHaveProperty('value', 'Mine: waiting');

    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates[1]).toMatchObject({ version: 2, notes: 'Mine: waiting', assignedTo: 'sales' });
  });
});
