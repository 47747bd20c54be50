import { errorBodySchema } from '@phi/contracts/errors';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// The shared plumbing (error shape, request ids, headers, limits) seen through this service.

let testDb: TestDatabase;
let testApp: TestApp;
const leakyMessage = 'relation "secret_table" does not exist: SELECT password FROM admin_users';

beforeAll(async () => {
  testDb = await createTestDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url, env: { RATE_LIMIT_MAX: '1000' } });
  // Routes that exist only in this test, to reach the error paths the real routes cannot.
  testApp.app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(1), contact: z.object({ email: z.email() }) }),
      },
    },
    async (request) => request.body,
  );
  testApp.app.get('/api/test/boom', async () => {
    throw new Error(leakyMessage);
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function expectNoLeak(payload: string): void {
  expect(payload).not.toMatch(/stack|\n\s+at |node_modules|secret_table|SELECT/);
}

describe('error shape', () => {
  it('answers an unknown route with 404 ROUTE_NOT_FOUND', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    const body = errorBodySchema.parse(response.json());
    expect(body).toEqual({
      error: 'No such API route.',
      code: 'ROUTE_NOT_FOUND',
      requestId: response.headers['x-request-id'],
    });
    expectNoLeak(response.payload);
  });

  it('hides the message of a route that throws behind 500 INTERNAL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL');
    expect(body.error).toBe('Something went wrong on our side. Please try again.');
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId']);
    expectNoLeak(response.payload);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada", ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
    expectNoLeak(response.payload);
  });

  it('answers a schema violation with 400 VALIDATION_FAILED naming each field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', contact: { email: 'nope' } },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.map((field) => field.path)).toEqual(['name', 'contact.email']);
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 1), contact: { email: 'a@b.co' } },
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'gateway-1234.5' },
    });
    expect(response.headers['x-request-id']).toBe('gateway-1234.5');
  });

  it('replaces a missing or unsafe id with a fresh UUID', async () => {
    const uuid = /^[0-9a-f-]{36}$/;
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['x-request-id']).toMatch(uuid);
    const unsafe = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
  });
});

describe('security headers', () => {
  it('sends helmet headers with a strict CSP for JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED past the per-IP limit', async () => {
    const limited = await createTestApp({ databaseUrl: testDb.url, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      let last = await limited.app.inject({ method: 'GET', url: '/api/jobs' });
      statuses.push(last.statusCode);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        last = await limited.app.inject({ method: 'GET', url: '/api/jobs' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(errorBodySchema.parse(last.json()).code).toBe('RATE_LIMITED');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);

      const otherClient = await limited.app.inject({
        method: 'GET',
        url: '/api/jobs',
        remoteAddress: '10.1.2.3',
      });
      expect(otherClient.statusCode).toBe(200);
      // Probes stay reachable for orchestrators whatever the traffic.
      const ready = await limited.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
