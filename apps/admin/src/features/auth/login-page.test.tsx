import { adminCopy } from '@phi/content';
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

async function fillAndSubmit(username: string, password: string) {
  const view = renderAdminApp('/login');
  const { user } = view;
  if (username) {
    await user.type(await screen.findByLabelText(adminLoginMessages.usernameLabel), username);
  }
  if (password) {
    await user.type(
      screen.getByLabelText(adminLoginMessages.passwordLabel, { exact: true }),
      password,
    );
  }
  await user.click(screen.getByRole('button', { name: adminShellMessages.signIn }));
  return view;
}

// spec: chat-news-admin §2 and §5, admin login
describe('login page', () => {
  it('asks for both fields before sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    await fillAndSubmit('   ', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.missingFields);
    cleanup();
    await fillAndSubmit('admin', '');
    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.missingFields);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the invalid-credentials message on 401', async () => {
    mockFetch(() =>
      jsonResponse(401, {
        error: 'Invalid credentials. Please try again.',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    await fillAndSubmit('admin', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      adminLoginMessages.invalidCredentials,
    );
  });

  it('shows the generic failure for other errors and the format error for a bad answer', async () => {
    mockFetch(() =>
      jsonResponse(500, {
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      }),
    );
    await fillAndSubmit('admin', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.loginFailed);
    cleanup();
    mockFetch(() => jsonResponse(200, { success: true }));
    await fillAndSubmit('admin', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.invalidResponse);
  });

  it('shows the throttle message the server answers instead of the generic failure', async () => {
    // The sign-in throttle's answer (services/admin-api/src/routes/auth/auth.service.ts).
    mockFetch(() =>
      jsonResponse(429, {
        error: 'Too many failed sign-in attempts. Please wait 8 seconds and try again.',
        code: 'RATE_LIMITED',
      }),
    );
    await fillAndSubmit('admin', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed sign-in attempts. Please wait 8 seconds and try again.',
    );
  });

  it('trims the username, signs in and opens the dashboard', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, user: testAdmin, accessToken: 'token-1' }),
    );
    const { router } = await fillAndSubmit('  admin  ', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'admin',
      password: 'secret',
    });
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
  });

  it('toggles the password visibility with a labelled button', async () => {
    const { user } = renderAdminApp('/login');
    const password = await screen.findByLabelText(adminLoginMessages.passwordLabel, {
      exact: true,
    });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: adminCopy.showPassword }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: adminCopy.hidePassword }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('sends a signed-in admin straight to the dashboard after checking the session', async () => {
    startSession();
    mockAdminApi();
    const { router } = renderAdminApp('/login');
    expect(screen.getByText(adminShellMessages.checkingAuthentication)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
