import { adminCopy } from '@phi/content';
import { adminLoginMessages } from '@phi/contracts/messages';
import { ApiError } from '@phi/ui/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockAdminApi, mockFetch, testAdmin, unauthorizedBody } from '../testing.tsx';
import { getAccessToken, setAccessToken } from './access-token.ts';
import {
  fetchAdminFile,
  fetchCurrentAdmin,
  login,
  logout,
  onSessionExpired,
  readContentDispositionFileName,
  refreshAccessToken,
} from './api.ts';

afterEach(() => {
  setAccessToken(null);
});

describe('admin API client', () => {
  it('posts JSON with cookies and parses the answer with the contract', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, user: testAdmin, accessToken: 'token-1' }),
    );
    await expect(login({ username: 'admin', password: 'secret' })).resolves.toEqual({
      success: true,
      user: testAdmin,
      accessToken: 'token-1',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'secret' });
  });

  it('sends the in-memory access token as a bearer token', async () => {
    setAccessToken('token-2');
    const fetchMock = mockFetch(() => jsonResponse(200, { user: testAdmin }));
    await fetchCurrentAdmin();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-2');
  });

  it('carries the contract ErrorBody message, code and status', async () => {
    mockFetch(() =>
      jsonResponse(401, {
        error: 'Invalid credentials. Please try again.',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    const error = await login({ username: 'admin', password: 'wrong' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials. Please try again.',
    });
  });

  it('falls back to "{status}: {body text}" when the error is not an ErrorBody', async () => {
    mockFetch(() => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    await expect(fetchCurrentAdmin()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      code: undefined,
      message: '502: upstream down',
    });
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchCurrentAdmin()).rejects.toMatchObject({
      message: '503: Service Unavailable',
    });
  });

  it('rejects an answer outside the contract as an invalid response', async () => {
    mockFetch(() => jsonResponse(200, { success: true, user: { username: 'admin' } }));
    await expect(login({ username: 'admin', password: 'secret' })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: adminLoginMessages.invalidResponse,
    });
    mockFetch(() => new Response('<html>proxy page</html>', { status: 200 }));
    await expect(login({ username: 'admin', password: 'secret' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchCurrentAdmin()).rejects.toMatchObject({
      kind: 'network',
      message: adminCopy.networkError,
    });
  });
});

describe('token refresh', () => {
  it('refreshes once and retries a bearer call refused with 401', async () => {
    setAccessToken('expired-token');
    let meCalls = 0;
    const fetchMock = mockAdminApi({
      me: () => {
        meCalls += 1;
        return meCalls === 1
          ? jsonResponse(401, unauthorizedBody)
          : jsonResponse(200, { user: testAdmin });
      },
    });
    await expect(fetchCurrentAdmin()).resolves.toEqual({ user: testAdmin });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/me',
      '/api/admin/refresh',
      '/api/admin/me',
    ]);
    const retry = fetchMock.mock.calls[2]?.[1];
    expect(new Headers(retry?.headers).get('authorization')).toBe('Bearer refreshed-access-token');
  });

  it('reports the session expired when the refresh is refused too', async () => {
    setAccessToken('expired-token');
    const expired = vi.fn();
    onSessionExpired(expired);
    try {
      const fetchMock = mockAdminApi({
        me: () => jsonResponse(401, unauthorizedBody),
        refresh: () => jsonResponse(401, unauthorizedBody),
      });
      await expect(fetchCurrentAdmin()).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(expired).toHaveBeenCalledOnce();
      expect(getAccessToken()).toBeNull();
    } finally {
      onSessionExpired(null);
    }
  });

  it('shares one refresh request between concurrent callers', async () => {
    const fetchMock = mockAdminApi();
    const tokens = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect(tokens).toEqual(['refreshed-access-token', 'refreshed-access-token']);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('never retries the login itself', async () => {
    const fetchMock = mockAdminApi();
    await expect(login({ username: 'admin', password: 'wrong' })).rejects.toMatchObject({
      status: 404,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('logs out with cookies and the cross-site header', async () => {
    const fetchMock = mockAdminApi();
    await expect(logout()).resolves.toEqual({ success: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('phi-admin');
  });
});

// Private files need the bearer token, so they come as blobs fetched with it (fetchAdminFile).
describe('private file download', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(readContentDispositionFileName('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(
      readContentDispositionFileName(
        `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      ),
    ).toBe('résumé.pdf');
    expect(readContentDispositionFileName('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(readContentDispositionFileName('attachment')).toBeNull();
    expect(readContentDispositionFileName(null)).toBeNull();
  });

  it('fetches the file with the bearer token, refreshing once on 401', async () => {
    setAccessToken('expired-token');
    let fileCalls = 0;
    const fetchMock = mockAdminApi({
      other: (url) => {
        if (url !== '/api/admin/files/f1') {
          return undefined;
        }
        fileCalls += 1;
        return fileCalls === 1
          ? jsonResponse(401, unauthorizedBody)
          : new Response('%PDF-1.4', {
              headers: { 'content-disposition': 'attachment; filename="cv.pdf"' },
            });
      },
    });
    const file = await fetchAdminFile('/files/f1');
    expect(file.fileName).toBe('cv.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    const retry = fetchMock.mock.calls[2]?.[1];
    expect(new Headers(retry?.headers).get('authorization')).toBe('Bearer refreshed-access-token');
  });
});
