import { adminCopy } from '@phi/content';
import { errorCatalog } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import { contactResponseSchema, jobListResponseSchema } from '@phi/contracts/public';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type JsonRequestOptions, requestJson, sendApiRequest } from './request-json.ts';

const messages = {
  networkErrorMessage: adminCopy.networkError,
  invalidResponseMessage: adminLoginMessages.invalidResponse,
};

const job = {
  id: '5b0f0b8e-8b5e-4c43-9d0c-0b3c8a0f5e11',
  title: 'Voice AI Engineer',
  location: 'Nottingham, UK (Hybrid)',
  type: 'Full Time',
  description: 'Build real-time voice agents.',
  requirements: ['TypeScript', 'WebRTC'],
  isActive: true,
  createdAt: '2025-01-10T09:00:00.000Z',
};

// Fastify's JSON answers carry a charset; the services' errors are never cached.
function fastifyJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function answerWith(respond: () => Response | Promise<Response>) {
  const mock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', mock);
  return mock;
}

function sentInit(mock: ReturnType<typeof answerWith>): RequestInit {
  return mock.mock.calls[0]?.[1] ?? {};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendApiRequest', () => {
  it('sends a body as JSON with cookies, the caller headers and keepalive', async () => {
    const fetchMock = answerWith(() => fastifyJson(201, { success: true, id: 'c1' }));
    const response = await sendApiRequest('/api/contacts', {
      method: 'POST',
      body: { name: 'Ada' },
      headers: { authorization: 'Bearer t1' },
      keepalive: true,
      ...messages,
    });
    expect(response.status).toBe(201);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contacts');
    const init = sentInit(fetchMock);
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ada' });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer t1');
  });

  it('sends a GET without a body or content type, and the accept the caller asks for', async () => {
    const fetchMock = answerWith(() => new Response('%PDF-1.4'));
    const response = await sendApiRequest('/api/admin/files/f1', { accept: '*/*', ...messages });
    expect(await response.text()).toBe('%PDF-1.4');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(new Headers(init.headers).get('accept')).toBe('*/*');
  });

  it('throws the ErrorBody of an error answer as an http ApiError', async () => {
    answerWith(() =>
      fastifyJson(429, {
        error: errorCatalog.RATE_LIMITED.message,
        code: 'RATE_LIMITED',
        requestId: 'req-1',
      }),
    );
    await expect(sendApiRequest('/api/contacts', messages)).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      code: 'RATE_LIMITED',
      message: errorCatalog.RATE_LIMITED.message,
    });
  });

  it('throws "{status}: {body or status text}" when the error answer is no ErrorBody', async () => {
    answerWith(
      () =>
        new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
          status: 504,
          statusText: 'Gateway Time-out',
          headers: { 'content-type': 'text/html' },
        }),
    );
    await expect(sendApiRequest('/api/jobs', messages)).rejects.toMatchObject({
      kind: 'http',
      status: 504,
      message: '504: <html><body><h1>504 Gateway Time-out</h1></body></html>',
    });
    answerWith(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(sendApiRequest('/api/jobs', messages)).rejects.toMatchObject({
      message: '503: Service Unavailable',
    });
  });

  it('throws a network ApiError with the caller message when no answer comes', async () => {
    answerWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await sendApiRequest('/api/jobs', messages).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect((error as ApiError).message).toBe(adminCopy.networkError);
  });

  it('lets an abort through as the AbortError it is', async () => {
    const controller = new AbortController();
    answerWith(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await sendApiRequest('/api/jobs', {
      signal: controller.signal,
      ...messages,
    }).catch((caught) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('requestJson', () => {
  it('answers the body parsed with the contract schema', async () => {
    answerWith(() => fastifyJson(200, [job]));
    await expect(
      requestJson('/api/jobs', { schema: jobListResponseSchema, ...messages }),
    ).resolves.toEqual([job]);
  });

  it('throws an invalid-response ApiError for an answer outside the contract', async () => {
    answerWith(() => fastifyJson(200, [{ ...job, isActive: 'yes' }]));
    await expect(
      requestJson('/api/jobs', { schema: jobListResponseSchema, ...messages }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
      message: adminLoginMessages.invalidResponse,
    });
  });

  it('throws an invalid-response ApiError for an OK answer that is not JSON', async () => {
    // A static host's SPA fallback page answering for an API path.
    answerWith(() => new Response('<!DOCTYPE html><html><body></body></html>', { status: 200 }));
    await expect(
      requestJson('/api/contacts', { schema: contactResponseSchema, ...messages }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    answerWith(() => new Response(null, { status: 204 }));
    await expect(
      requestJson('/api/contacts', { schema: contactResponseSchema, ...messages }),
    ).rejects.toMatchObject({ kind: 'invalid-response', status: 204 });
  });

  it('starts loading a lazy schema before the answer arrives', async () => {
    const events: string[] = [];
    let answer: (response: Response) => void = () => {};
    answerWith(() => {
      events.push('request');
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const options: JsonRequestOptions<{ success: true; id: string }> = {
      method: 'POST',
      body: {},
      schema: async () => {
        events.push('schema');
        return contactResponseSchema;
      },
      ...messages,
    };
    const pending = requestJson('/api/contacts', options);
    await vi.waitFor(() => expect(events).toEqual(['schema', 'request']));
    answer(fastifyJson(201, { success: true, id: 'c1' }));
    await expect(pending).resolves.toEqual({ success: true, id: 'c1' });
  });

  it('reports the failed request, not the failed schema load, when both fail', async () => {
    answerWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const options: JsonRequestOptions<unknown> = {
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ...messages,
    };
    await expect(requestJson('/api/jobs', options)).rejects.toMatchObject({ kind: 'network' });
  });
});
