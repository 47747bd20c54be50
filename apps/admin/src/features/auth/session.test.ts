import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken, setAccessToken } from '../../lib/access-token.ts';
import { jsonResponse, mockFetch, startSession, testAdmin } from '../../testing.tsx';
import { clearSession, readStoredUser, restoreSession, storedUserKey } from './session.ts';

afterEach(() => {
  clearSession();
});

describe('admin session', () => {
  it('keeps the token in memory and only the user in local storage', () => {
    startSession();
    expect(getAccessToken()).toBe('test-access-token');
    expect(readStoredUser()).toEqual(testAdmin);
    expect(window.localStorage.getItem(storedUserKey)).not.toContain('test-access-token');
  });

  it('treats a stored user without a token (after a reload) as signed out', async () => {
    startSession();
    setAccessToken(null);
    const fetchMock = mockFetch(() => jsonResponse(200, { user: testAdmin }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(storedUserKey)).toBeNull();
  });

  it('confirms a session that has a token with GET /api/admin/me', async () => {
    startSession();
    const fetchMock = mockFetch(() => jsonResponse(200, { user: testAdmin }));
    await expect(restoreSession()).resolves.toEqual(testAdmin);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/me');
  });

  it('clears a session the server refuses', async () => {
    startSession();
    mockFetch(() =>
      jsonResponse(401, { error: 'Authentication is required.', code: 'UNAUTHORIZED' }),
    );
    await expect(restoreSession()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('drops a stored user that does not match the contract', () => {
    window.localStorage.setItem(storedUserKey, '{"username":"admin"}');
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(storedUserKey)).toBeNull();
  });
});
