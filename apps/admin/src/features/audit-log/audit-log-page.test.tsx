import { adminAuditCopy, keysetPagerCopy } from '@phi/content';
import type { AuditLogEntry } from '@phi/contracts/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const colleague = { id: '11111111-1111-4111-8111-111111111111', username: 'grace' };

const edit: AuditLogEntry = {
  id: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-26T10:15:00.123456Z',
  action: 'update',
  entityType: 'contact',
  entityId: '33333333-3333-4333-8333-333333333333',
  actor: colleague,
  subject: 'Ada Lovelace',
  changes: [
    { field: 'notes', before: 'First call booked', after: 'Budget approved' },
    { field: 'assignedTo', before: null, after: 'sales' },
  ],
};

const lockout: AuditLogEntry = {
  id: '44444444-4444-4444-8444-444444444444',
  createdAt: '2026-11-26T09:00:00.000001Z',
  action: 'sign_in_throttled',
  entityType: 'admin_user',
  entityId: colleague.id,
  actor: null,
  subject: 'grace',
  changes: [{ field: 'address', before: null, after: '10.0.0.7' }],
};

const olderCursor = `2026-11-26T10:15:00.123456Z_${edit.id}`;

function serveAuditLog() {
  const requests: URLSearchParams[] = [];
  mockAdminApi({
    other: (url) => {
      const parsed = new URL(url, 'http://admin.test');
      if (parsed.pathname === '/api/admin/users') {
        return jsonResponse(200, {
          users: [
            {
              ...colleague,
              email: 'grace@example.test',
              role: 'admin',
              isActive: true,
              createdAt: '2026-11-01T09:00:00.000Z',
            },
          ],
        });
      }
      if (parsed.pathname !== '/api/admin/audit-log') {
        return undefined;
      }
      requests.push(parsed.searchParams);
      if (parsed.searchParams.get('entityType') === 'job') {
        return jsonResponse(200, { entries: [], nextCursor: null });
      }
      return parsed.searchParams.get('after') === olderCursor
        ? jsonResponse(200, { entries: [lockout], nextCursor: null })
        : jsonResponse(200, { entries: [edit], nextCursor: olderCursor });
    },
  });
  return requests;
}

// docs/architecture.md#audit-log
describe('audit log page', () => {
  it('shows who changed which record, each field before and after, and pages by cursor', async () => {
    startSession();
    const requests = serveAuditLog();
    const { user } = renderAdminApp('/audit');

    const list = await screen.findByRole('list', { name: adminAuditCopy.listLabel });
    const entry = within(list).getByTestId('audit-entry');
    expect(within(entry).getByTestId('audit-actor').textContent).toBe('grace');
    expect(entry.textContent).toContain(adminAuditCopy.actions.update);
    expect(entry.textContent).toContain('Ada Lovelace');
    const notes = within(entry).getByRole('row', { name: /Notes/ });
    expect(notes.textContent).toContain('First call booked');
    expect(notes.textContent).toContain('Budget approved');
    expect(within(entry).getByRole('row', { name: /Assigned To/ }).textContent).toContain(
      adminAuditCopy.emptyValue,
    );

    await user.click(screen.getByRole('button', { name: keysetPagerCopy.older }));
    const lockoutEntry = await screen.findByText(adminAuditCopy.actions.sign_in_throttled);
    expect(requests.at(-1)?.get('after')).toBe(olderCursor);
    const older = lockoutEntry.closest('li') as HTMLElement;
    expect(within(older).getByTestId('audit-actor').textContent).toBe(adminAuditCopy.system);
    expect(older.textContent).toContain('10.0.0.7');
    expect(screen.getByRole('button', { name: keysetPagerCopy.older })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: keysetPagerCopy.newer }));
    await screen.findByText(adminAuditCopy.actions.update);
    expect(requests.at(-1)?.get('after')).toBeNull();
  });

  it('filters by record type and person, from the first page, and says when nothing matches', async () => {
    startSession();
    const requests = serveAuditLog();
    const { user } = renderAdminApp('/audit');
    await screen.findByRole('list', { name: adminAuditCopy.listLabel });

    await user.selectOptions(await screen.findByLabelText(adminAuditCopy.person), 'grace');
    await waitFor(() => expect(requests.at(-1)?.get('person')).toBe(colleague.id));

    await user.selectOptions(screen.getByLabelText(adminAuditCopy.entityType), 'job');
    expect(await screen.findByText(adminAuditCopy.empty)).toBeTruthy();
    expect(requests.at(-1)?.get('entityType')).toBe('job');
    expect(requests.at(-1)?.get('after')).toBeNull();
  });
});
