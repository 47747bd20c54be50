import { adminCopy } from '@phi/content';
import {
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminMeResponse,
  adminLoginResponseSchema,
  adminMeResponseSchema,
} from '@phi/contracts/admin';
import { type ErrorCode, errorBodySchema, type FieldError } from '@phi/contracts/errors';
import { adminLoginMessages, formatTransportError } from '@phi/contracts/messages';
import type { z } from 'zod';
import { getAccessToken } from './access-token.ts';

export type ApiErrorKind = 'http' | 'invalid-response' | 'network';

/** Every failed call surfaces as one of these; `message` is safe to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fields: FieldError[] | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: ErrorCode; fields?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The contract ErrorBody's message when the server sent one, else "{status}: {text}". */
export function errorFromResponse(response: Response, bodyText: string): ApiError {
  const body = errorBodySchema.safeParse(parseJson(bodyText));
  if (body.success) {
    return new ApiError('http', body.data.error, {
      status: response.status,
      code: body.data.code,
      fields: body.data.fields,
    });
  }
  // spec: chat-news-admin §7, generic transport error
  return new ApiError(
    'http',
    formatTransportError(response.status, bodyText, response.statusText),
    {
      status: response.status,
    },
  );
}

interface RequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
}

/**
 * Calls the admin API: JSON in and out, cookies included (the refresh credential is a cookie),
 * the in-memory bearer token when one exists, and the answer parsed with its contract schema.
 */
export async function adminRequest<Schema extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const token = getAccessToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError('network', adminCopy.networkError);
  }

  const text = await response.text();
  if (!response.ok) {
    throw errorFromResponse(response, text);
  }
  const parsed = schema.safeParse(parseJson(text));
  if (!parsed.success) {
    // spec: chat-news-admin §8, an answer outside the contract
    throw new ApiError('invalid-response', adminLoginMessages.invalidResponse, {
      status: response.status,
    });
  }
  return parsed.data;
}

// spec: chat-news-admin §7, POST /api/admin/login
export function login(credentials: AdminLoginRequest): Promise<AdminLoginResponse> {
  return adminRequest('/login', {
    method: 'POST',
    body: credentials,
    schema: adminLoginResponseSchema,
  });
}

export function fetchCurrentAdmin(signal?: AbortSignal): Promise<AdminMeResponse> {
  return adminRequest('/me', { schema: adminMeResponseSchema, signal });
}
