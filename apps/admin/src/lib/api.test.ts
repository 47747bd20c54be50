import { adminCopy } from '@phi/content';
import { adminLoginMessages } from '@phi/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, testAdmin } from '../testing.tsx';
import { setAccessToken } from './access-token.ts';
import { ApiError, fetchCurrentAdmin, login } from './api.ts';

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
