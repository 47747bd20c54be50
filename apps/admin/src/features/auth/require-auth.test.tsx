import { adminCopy, adminScreensCopy } from '@phi/content';
import {
  adminDashboardMessages,
  adminShellMessages,
  adminUsersMessages,
  notFoundMessages,
} from '@phi/contracts/messages';
import { adminSidebarItems, routePaths } from '@phi/contracts/navigation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdminApp,
  startSession,
  testAdmin,
} from '../../testing.tsx';
import { accessDeniedRedirectDelayMs } from './require-auth.tsx';
import { clearSession, saveSession } from './session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

// spec: chat-news-admin §2, admin shell guard
describe('RequireAuth', () => {
  it('denies a visitor and then redirects to the login page', async () => {
    const { router } = renderAdminApp('/dashboard');
    expect(await screen.findByText(adminShellMessages.accessDenied)).toBeTruthy();
    expect(screen.getByText(adminShellMessages.accessDeniedBody)).toBeTruthy();
    expect(screen.getByText(adminShellMessages.redirectingToLogin)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: accessDeniedRedirectDelayMs + 1000,
    });
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('shows "Verifying Access" while the stored session is checked', async () => {
    startSession();
    let answer: (response: Response) => void = () => {};
    mockAdminApi({
      refresh: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAdminApp('/dashboard');
    expect(screen.getByText(adminShellMessages.verifyingAccess)).toBeTruthy();
    expect(screen.getByText(adminShellMessages.verifyingAccessHint)).toBeTruthy();
    answer(jsonResponse(200, { accessToken: 'refreshed-access-token' }));
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
  });

  it('lets a signed-in admin into the shell with the sidebar and the user', async () => {
    startSession();
    mockAdminApi();
    renderAdminApp('/settings');
    expect(
      await screen.findByRole('heading', { name: adminScreensCopy.settings.adminUsers }),
    ).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: adminCopy.sidebar });
    for (const item of adminSidebarItems) {
      expect(within(sidebar).getByText(item.label)).toBeTruthy();
      expect(within(sidebar).getByText(item.description)).toBeTruthy();
    }
    expect(within(sidebar).getByText(testAdmin.email)).toBeTruthy();
    const settings = adminSidebarItems.find((item) => item.to === routePaths.adminSettings);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(settings?.label);
  });

  it('signs out to the login page and refuses the shell afterwards', async () => {
    startSession();
    const fetchMock = mockAdminApi();
    const { router, user } = renderAdminApp('/');
    expect(await screen.findByText(adminShellMessages.welcome)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: adminDashboardMessages.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/logout');
    expect(logoutCall?.[1]?.credentials).toBe('include');
    expect(new Headers(logoutCall?.[1]?.headers).get('x-requested-with')).toBe('phi-admin');
    await router.navigate('/dashboard');
    expect(await screen.findByText(adminShellMessages.accessDenied)).toBeTruthy();
  });

  it('shows the 404 screen for an unknown admin path', async () => {
    startSession();
    mockAdminApi();
    renderAdminApp('/no-such-section');
    expect(await screen.findByText(notFoundMessages.title)).toBeTruthy();
  });

  it('shows only the change-password screen until a generated password is replaced', async () => {
    const firstAdmin = { ...testAdmin, mustChangePassword: true };
    saveSession({ user: firstAdmin, accessToken: 'test-access-token' });
    const changes: unknown[] = [];
    mockAdminApi({
      me: () => jsonResponse(200, { user: firstAdmin }),
      other: (url, init) => {
        if (url === '/api/admin/me/password' && init.method === 'PUT') {
          changes.push(JSON.parse(String(init.body)));
          return jsonResponse(200, { success: true });
        }
        return undefined;
      },
    });
    const { user } = renderAdminApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: adminUsersMessages.passwordChangeRequiredTitle }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(adminCopy.welcomeBack(testAdmin.username))).toBeNull();

    const copy = adminScreensCopy.settings;
    await user.type(screen.getByLabelText(copy.currentPassword), 'the-printed-password');
    await user.type(screen.getByLabelText(copy.newPassword), 'a-password-only-i-know');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'a-password-only-i-know');
    await user.click(screen.getByRole('button', { name: copy.savePassword }));
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
    expect(changes).toEqual([
      { currentPassword: 'the-printed-password', newPassword: 'a-password-only-i-know' },
    ]);
    expect(
      screen.queryByRole('heading', { name: adminUsersMessages.passwordChangeRequiredTitle }),
    ).toBeNull();
  });
});
