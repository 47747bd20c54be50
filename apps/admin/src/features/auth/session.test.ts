import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../lib/access-token.ts';
import {
  jsonResponse,
  mockAdminApi,
  startSession,
  testAdmin,
  unauthorizedBody,
} from '../../testing.tsx';
import { clearSession, readStoredUser, restoreSession, storedUserKey } from './session.ts';

afterEach(() => {
  clearSession();
});

// spec: chat-news-admin §4, admin session
describe('admin session', () => {
  it('keeps the token in memory and only the user in local storage', () => {
    startSession();
    expect(getAccessToken()).toBe('test-access-token');
    expect(readStoredUser()).toEqual(testAdmin);
    expect(window.localStorage.getItem(storedUserKey)).not.toContain('test-access-token');
  });

  it('asks nothing of the server without a stored user', async () => {
    const fetchMock = mockAdminApi();
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trades the refresh cookie for a token on load, then confirms the user', async () => {
    startSession();
    const fetchMock = mockAdminApi();
    await expect(restoreSession()).resolves.toEqual(testAdmin);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/refresh',
      '/api/admin/me',
    ]);
    const refreshInit = fetchMock.mock.calls[0]?.[1];
    expect(refreshInit?.method).toBe('POST');
    expect(refreshInit?.credentials).toBe('include');
    expect(new Headers(refreshInit?.headers).get('x-requested-with')).toBe('phi-admin');
    expect(new Headers(refreshInit?.headers).get('authorization')).toBeNull();
    expect(getAccessToken()).toBe('refreshed-access-token');
    const meInit = fetchMock.mock.calls[1]?.[1];
    expect(new Headers(meInit?.headers).get('authorization')).toBe('Bearer refreshed-access-token');
  });

  it('signs out when the refresh is refused', async () => {
    startSession();
    const fetchMock = mockAdminApi({ refresh: () => jsonResponse(401, unauthorizedBody) });
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/refresh']);
    expect(getAccessToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('drops a stored user that does not match the contract', () => {
    window.localStorage.setItem(storedUserKey, '{"username":"admin"}');
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(storedUserKey)).toBeNull();
  });
});
