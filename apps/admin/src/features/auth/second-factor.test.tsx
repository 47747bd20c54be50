import { adminAccountCopy, adminCopy } from '@phi/content';
import { adminLoginMessages, adminShellMessages } from '@phi/contracts/messages';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  mockFetch,
  renderAdminApp,
  startSession,
  testAdmin,
} from '../../testing.tsx';
import { clearSession } from './session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

// Ours: the second factor at sign-in and ADMIN_REQUIRE_TOTP (docs/architecture.md#security)
describe('second factor', () => {
  it('asks for the code after the password, shows a refusal, and signs in with the code', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      if (url === '/api/admin/login') {
        return jsonResponse(200, {
          success: true,
          totpRequired: true,
          challengeToken: 'challenge-1',
        });
      }
      const { code } = JSON.parse(String(init.body));
      return code === '123456'
        ? jsonResponse(200, { success: true, user: testAdmin, accessToken: 'token-1' })
        : jsonResponse(400, {
            error: 'The authentication code is incorrect or has already been used.',
            code: 'TOTP_CODE_INVALID',
          });
    });
    const { user, router } = renderAdminApp('/login');
    await user.type(await screen.findByLabelText(adminLoginMessages.usernameLabel), 'admin');
    await user.type(
      screen.getByLabelText(adminLoginMessages.passwordLabel, { exact: true }),
      'secret password',
    );
    await user.click(screen.getByRole('button', { name: adminShellMessages.signIn }));

    const code = await screen.findByLabelText(adminAccountCopy.codeLabel);
    expect(screen.getByRole('heading', { name: adminAccountCopy.totpStepTitle })).toBeTruthy();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: adminAccountCopy.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The authentication code is incorrect or has already been used.',
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: adminAccountCopy.verify }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies.at(-1)).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
  });

  it('sends an admin the site requires a second factor of to set it up before anything else', async () => {
    startSession();
    mockAdminApi({
      me: () => jsonResponse(200, { user: { ...testAdmin, mustEnrolTotp: true } }),
      other: (url) =>
        url === '/api/admin/me/totp'
          ? jsonResponse(200, {
              isEnabled: false,
              enabledAt: null,
              recoveryCodesLeft: 0,
              isRequired: true,
            })
          : undefined,
    });
    renderAdminApp('/contacts');
    expect(
      await screen.findByRole('heading', { name: adminAccountCopy.enrolRequiredTitle }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: adminAccountCopy.setUp })).toBeTruthy();
    expect(screen.getByText(adminAccountCopy.twoFactorRequired)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
