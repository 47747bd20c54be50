import { adminCopy } from '@phi/content';
import { adminTokenRefreshIntervalMs } from '@phi/contracts';
import { adminShellMessages } from '@phi/contracts/messages';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../lib/access-token.ts';
import { fetchCurrentAdmin } from '../../lib/api.ts';
import {
  jsonResponse,
  mockAdminApi,
  renderAdminApp,
  startSession,
  testAdmin,
  unauthorizedBody,
} from '../../testing.tsx';
import { clearSession, readStoredUser } from './session.ts';

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
});

const refreshCalls = (fetchMock: ReturnType<typeof mockAdminApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/admin/refresh').length;

// spec: chat-news-admin §4 and §9, refreshed every 14 minutes while signed in
describe('AuthProvider token refresh', { timeout: 30_000 }, () => {
  it('refreshes the access token every adminTokenRefreshIntervalMs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startSession();
    let issued = 0;
    const fetchMock = mockAdminApi({
      refresh: () => {
        issued += 1;
        return jsonResponse(200, { accessToken: `token-${issued}` });
      },
    });
    renderAdminApp('/dashboard');
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
    expect(refreshCalls(fetchMock)).toBe(1);

    await act(async () => {
      vi.advanceTimersByTime(adminTokenRefreshIntervalMs - 1);
    });
    expect(refreshCalls(fetchMock)).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // The timed refresh waits for the cross-tab lock before it sends: let that settle, with
    // room for a loaded CI machine (vi.waitFor gives up after 1 s by default).
    const settle = { timeout: 10_000 };
    await vi.waitFor(() => expect(refreshCalls(fetchMock)).toBe(2), settle);
    await vi.waitFor(() => expect(getAccessToken()).toBe('token-2'), settle);
  });

  it('signs out when a timed refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startSession();
    let isRevoked = false;
    mockAdminApi({
      refresh: () =>
        isRevoked
          ? jsonResponse(401, unauthorizedBody)
          : jsonResponse(200, { accessToken: 'token-1' }),
    });
    renderAdminApp('/dashboard');
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
    isRevoked = true;
    await act(async () => {
      vi.advanceTimersByTime(adminTokenRefreshIntervalMs);
    });
    expect(await screen.findByText(adminShellMessages.accessDenied)).toBeTruthy();
    expect(readStoredUser()).toBeNull();
  });

  it('signs out when an admin call is refused and no new token can be had', async () => {
    startSession();
    let isRevoked = false;
    mockAdminApi({
      refresh: () =>
        isRevoked
          ? jsonResponse(401, unauthorizedBody)
          : jsonResponse(200, { accessToken: 'token-1' }),
      me: () =>
        isRevoked ? jsonResponse(401, unauthorizedBody) : jsonResponse(200, { user: testAdmin }),
    });
    renderAdminApp('/dashboard');
    expect(await screen.findByText(adminCopy.welcomeBack(testAdmin.username))).toBeTruthy();
    isRevoked = true;
    await act(async () => {
      await fetchCurrentAdmin().catch(() => undefined);
    });
    expect(await screen.findByText(adminShellMessages.accessDenied)).toBeTruthy();
  });
});
