import { adminAccountCopy, adminScreensCopy } from '@phi/content';
import { adminPasswordLength } from '@phi/contracts';
import { adminUsersMessages, storedRecordMessages } from '@phi/contracts/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdminApp,
  startSession,
  testAdmin,
} from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const copy = adminScreensCopy.settings;
const other = {
  id: '9f1c2d3e-4f50-4a6b-8c7d-8e9f00112233',
  username: 'grace',
  email: 'grace@example.test',
  role: 'admin',
  isActive: true,
  createdAt: '2025-03-05T10:00:00.000Z',
};

function serveUsers() {
  let users = [{ ...testAdmin, createdAt: '2025-01-01T00:00:00.000Z' }, other];
  const calls: { method: string; url: string; body: unknown }[] = [];
  mockAdminApi({
    other: (url, init) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url === '/api/admin/users' && method === 'GET') {
        return jsonResponse(200, { users });
      }
      // The account sections' own reads (second factor, sessions).
      if (url === '/api/admin/me/totp' && method === 'GET') {
        return jsonResponse(200, {
          isEnabled: false,
          enabledAt: null,
          recoveryCodesLeft: 0,
          isRequired: false,
        });
      }
      if (url === '/api/admin/me/sessions' && method === 'GET') {
        return jsonResponse(200, { sessions: [] });
      }
      calls.push({ method, url, body });
      if (url === `/api/admin/users/${other.id}/password-reset` && method === 'POST') {
        return jsonResponse(200, {
          user: { ...other, mustChangePassword: true },
          temporaryPassword: 'Gen3rated-Temporary_Pass',
        });
      }
      if (url === '/api/admin/users' && method === 'POST') {
        if (body.username === 'admin') {
          return jsonResponse(409, { error: adminUsersMessages.usernameTaken, code: 'CONFLICT' });
        }
        const created = { ...other, id: 'new', username: body.username, email: body.email };
        users = [...users, created];
        return jsonResponse(201, { user: created });
      }
      if (url === `/api/admin/users/${other.id}` && method === 'PATCH') {
        users = users.map((user) => (user.id === other.id ? { ...user, ...body } : user));
        return jsonResponse(200, { user: { ...other, ...body } });
      }
      if (url === '/api/admin/me/password' && method === 'PUT') {
        return body.currentPassword === 'right-password-1'
          ? jsonResponse(200, { success: true })
          : jsonResponse(400, {
              error: adminUsersMessages.currentPasswordWrong,
              code: 'VALIDATION',
            });
      }
      return undefined;
    },
  });
  return calls;
}

// Ours: Settings (docs/architecture.md#departures, 5)
describe('settings', () => {
  it('resets another admin’s password after asking, and shows the generated one once', async () => {
    startSession();
    const calls = serveUsers();
    const { user } = renderAdminApp('/settings');
    expect(await screen.findByText(other.email)).toBeTruthy();
    // Never one's own: that is Change password.
    expect(
      screen.queryByRole('button', { name: adminAccountCopy.resetPasswordOf(testAdmin.username) }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: adminAccountCopy.resetPasswordOf(other.username) }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: adminAccountCopy.resetPasswordOf(other.username),
    });
    expect(calls).toEqual([]);
    await user.click(
      within(confirm).getByRole('button', { name: adminAccountCopy.resetPasswordAction }),
    );
    const shown = await screen.findByRole('dialog', {
      name: adminAccountCopy.temporaryPasswordTitle(other.username),
    });
    expect(within(shown).getByText('Gen3rated-Temporary_Pass')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: `/api/admin/users/${other.id}/password-reset`, body: undefined },
    ]);
    // The dialog's footer button (the header's X has the same name).
    const closeButtons = within(shown).getAllByRole('button', { name: adminAccountCopy.close });
    await user.click(closeButtons.at(-1) as HTMLElement);
    expect(screen.queryByText('Gen3rated-Temporary_Pass')).toBeNull();
  });

  it('lists admins, disables another one but never oneself', async () => {
    startSession();
    const calls = serveUsers();
    const { user } = renderAdminApp('/settings');
    expect(await screen.findByText(other.email)).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.disable(testAdmin.username) })).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.disable(other.username) }));
    expect(await screen.findByRole('button', { name: copy.enable(other.username) })).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'PATCH',
      url: `/api/admin/users/${other.id}`,
      body: { isActive: false },
    });
  });

  it('checks a new admin with the contract, then shows the server refusal or adds them', async () => {
    startSession();
    const calls = serveUsers();
    const { user } = renderAdminApp('/settings');
    await screen.findByText(other.email);
    const section = screen.getByRole('region', { name: copy.adminUsers });
    await user.type(within(section).getByLabelText(copy.username), 'admin');
    await user.type(within(section).getByLabelText(copy.email), 'not-an-email');
    await user.type(within(section).getByLabelText(copy.password), 'short');
    await user.click(within(section).getByRole('button', { name: copy.addAdmin }));
    expect(within(section).getByText(storedRecordMessages.emailInvalid)).toBeTruthy();
    expect(
      within(section).getByText(storedRecordMessages.passwordTooShort(adminPasswordLength.min)),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(within(section).getByLabelText(copy.email));
    await user.type(within(section).getByLabelText(copy.email), 'ada@example.test');
    await user.clear(within(section).getByLabelText(copy.password));
    await user.type(within(section).getByLabelText(copy.password), 'a-long-password-1');
    await user.click(within(section).getByRole('button', { name: copy.addAdmin }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      adminUsersMessages.usernameTaken,
    );

    await user.clear(within(section).getByLabelText(copy.username));
    await user.type(within(section).getByLabelText(copy.username), 'ada');
    await user.click(within(section).getByRole('button', { name: copy.addAdmin }));
    expect(await within(section).findByText(copy.createdNotice('ada'))).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      username: 'ada',
      email: 'ada@example.test',
      password: 'a-long-password-1',
    });
  });

  it('changes the own password after checking the repeat', async () => {
    startSession();
    const calls = serveUsers();
    const { user } = renderAdminApp('/settings');
    const section = await screen.findByRole('region', { name: copy.changePassword });
    await user.type(within(section).getByLabelText(copy.currentPassword), 'right-password-1');
    await user.type(within(section).getByLabelText(copy.newPassword), 'a-new-password-22');
    await user.type(within(section).getByLabelText(copy.confirmPassword), 'a-new-password-2');
    await user.click(within(section).getByRole('button', { name: copy.savePassword }));
    expect(within(section).getByText(adminUsersMessages.passwordsDiffer)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(within(section).getByLabelText(copy.confirmPassword), '2');
    await user.click(within(section).getByRole('button', { name: copy.savePassword }));
    expect(await within(section).findByText(adminUsersMessages.passwordChanged)).toBeTruthy();
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/me/password',
          body: { currentPassword: 'right-password-1', newPassword: 'a-new-password-22' },
        },
      ]),
    );
  });
});
