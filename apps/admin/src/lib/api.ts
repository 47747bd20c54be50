import { adminCopy } from '@phi/content';
import {
  type AdminLoginAnswer,
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminLoginTotpRequest,
  type AdminLogoutResponse,
  type AdminMeResponse,
  adminLoginAnswerSchema,
  adminLoginResponseSchema,
  adminLogoutResponseSchema,
  adminMeResponseSchema,
  adminRefreshResponseSchema,
  adminSessionHeader,
} from '@phi/contracts/admin';
import { adminLoginMessages } from '@phi/contracts/messages';
import {
  ApiError,
  type ApiRequestOptions,
  type HttpMethod,
  requestJson,
  sendApiRequest,
} from '@phi/ui/api';
import type { z } from 'zod';
import { getAccessToken, setAccessToken } from './access-token.ts';

/**
 * How a call proves who it is: `bearer` sends the in-memory access token and, on a 401,
 * refreshes once and retries; `cookie` is refresh and logout (the refresh cookie plus the
 * header the server's cross-site guard asks for); `none` is login.
 */
export type RequestAuth = 'bearer' | 'cookie' | 'none';

interface RequestOptions<Schema extends z.ZodType> {
  method?: HttpMethod;
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
  auth?: RequestAuth;
  /** Lets logout finish while the page navigates away. */
  keepalive?: boolean;
}

type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'> & { accept?: string };

const adminApiBase = '/api/admin';

// Built per attempt: the retry after a refresh must carry the new token.
function toApiRequest({ auth = 'bearer', ...options }: SendOptions): ApiRequestOptions {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (auth === 'bearer' && token) {
    headers.authorization = `Bearer ${token}`;
  }
  if (auth === 'cookie') {
    headers[adminSessionHeader.name] = adminSessionHeader.value;
  }
  return { ...options, headers, networkErrorMessage: adminCopy.networkError };
}

function send<Schema extends z.ZodType>(
  path: string,
  { schema, ...options }: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  return requestJson<z.infer<Schema>>(`${adminApiBase}${path}`, {
    ...toApiRequest(options),
    schema,
    // spec: chat-news-admin §8, an answer outside the contract
    invalidResponseMessage: adminLoginMessages.invalidResponse,
  });
}

let sessionExpiredListener: (() => void) | null = null;

/** Told when a bearer call was refused and no new token could be had: the session is over. */
export function onSessionExpired(listener: (() => void) | null): void {
  sessionExpiredListener = listener;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Calls the admin API: JSON in and out, cookies included, the answer parsed with its contract
 * schema. A bearer call refused with 401 (the token expired) refreshes once and retries.
 */
export function adminRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const call = () => send(path, options);
  return (options.auth ?? 'bearer') === 'bearer' ? withTokenRefresh(call) : call();
}

/** A bearer call refused with 401 (the token expired) refreshes once and retries. */
async function withTokenRefresh<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUnauthorized(error)) {
      throw error;
    }
    try {
      await refreshAccessToken();
    } catch {
      sessionExpiredListener?.();
      throw error;
    }
    return call();
  }
}

export interface AdminFile {
  blob: Blob;
  /** From the answer's Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function readContentDispositionFileName(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape falls back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}

/**
 * A private file of the admin API: `/api/admin/files/{id}` needs the bearer token, so the
 * browser cannot open it by URL; it is fetched here as a blob.
 * `path` is below /api/admin, e.g. `/files/{id}`.
 */
export async function fetchAdminFile(path: string, signal?: AbortSignal): Promise<AdminFile> {
  const response = await withTokenRefresh(() =>
    sendApiRequest(`${adminApiBase}${path}`, toApiRequest({ signal, accept: '*/*' })),
  );
  return {
    blob: await response.blob(),
    fileName: readContentDispositionFileName(response.headers.get('content-disposition')),
  };
}

let refreshInFlight: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  try {
    const { accessToken } = await send('/refresh', {
      method: 'POST',
      schema: adminRefreshResponseSchema,
      auth: 'cookie',
    });
    setAccessToken(accessToken);
    return accessToken;
  } catch (error) {
    if (isUnauthorized(error)) {
      setAccessToken(null);
    }
    throw error;
  }
}

/**
 * POST /api/admin/refresh, one at a time. The server treats a refresh token presented twice
 * as stolen and ends the session, so concurrent callers in this tab share one request, and
 * tabs take turns through a Web Lock (each then sends the cookie the previous one rotated).
 */
// spec: chat-news-admin §4 (admin session) and §7
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const run = async (): Promise<string> =>
      locks
        ? await locks.request('phi-admin-refresh', requestNewAccessToken)
        : requestNewAccessToken();
    refreshInFlight = run().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

// spec: chat-news-admin §7, POST /api/admin/login; an account with a second factor answers a
// challenge for loginWithCode instead of the session (ours).
export function login(credentials: AdminLoginRequest): Promise<AdminLoginAnswer> {
  return adminRequest('/login', {
    method: 'POST',
    body: credentials,
    schema: adminLoginAnswerSchema,
    auth: 'none',
  });
}

// Ours: the second step of a sign-in, POST /api/admin/login/totp
export function loginWithCode(request: AdminLoginTotpRequest): Promise<AdminLoginResponse> {
  return adminRequest('/login/totp', {
    method: 'POST',
    body: request,
    schema: adminLoginResponseSchema,
    auth: 'none',
  });
}

// spec: chat-news-admin §7, POST /api/admin/logout
export function logout(): Promise<AdminLogoutResponse> {
  return adminRequest('/logout', {
    method: 'POST',
    schema: adminLogoutResponseSchema,
    auth: 'cookie',
    keepalive: true,
  });
}

export function fetchCurrentAdmin(signal?: AbortSignal): Promise<AdminMeResponse> {
  return adminRequest('/me', { schema: adminMeResponseSchema, signal });
}
