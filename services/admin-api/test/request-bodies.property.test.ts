import { connect } from 'node:net';
import { adminSessionHeader } from '@phi/contracts/admin';
import {
  type BodyRoute,
  collectBodyRoutes,
  fillRouteParams,
  requestBodyFor,
} from '@phi/server/testing-request-fuzz';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './admin-fixtures.ts';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// Whatever a signed-in admin's client sends to a route with a body, the answer is a client
// error or a success, never a 5xx: every body schema of the API, fed bodies of its shape with
// hostile text (NUL, lone surrogates, 70,000 characters) and bodies of any shape.
let testDb: TestDatabase;
let testApp: TestApp;
let authorization = '';
const routes: BodyRoute[] = [];

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: { RATE_LIMIT_MAX: '100000', LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' },
    onRoute: collectBodyRoutes(routes),
  });
  authorization = (await signInAdmin(testApp)).headers.authorization;
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function send(route: BodyRoute, body: unknown) {
  return testApp.app.inject({
    method: route.method as 'POST',
    url: fillRouteParams(route.url),
    headers: {
      authorization,
      'content-type': 'application/json',
      [adminSessionHeader.name]: adminSessionHeader.value,
    },
    payload: JSON.stringify(body) ?? 'null',
  });
}

describe('every admin route with a body', () => {
  it('is found by the route walk', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/admin/login', 'PUT /api/admin/me/password']),
    );
    expect(names.length).toBeGreaterThan(8);
  });

  it('answers any body with a client error or a success, never a 5xx', async () => {
    // The password change last: a hostile body never changes the password, but it must not
    // sign the fuzzing admin's other sessions out before the other routes ran either.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/password')) - Number(b.url.endsWith('/password')),
    );
    for (const route of ordered) {
      await fc.assert(
        fc.asyncProperty(requestBodyFor(route.body), async (body) => {
          const response = await send(route, body);
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 300)}: ${response.payload}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
  }, 300_000);

  it.each([
    ['a NUL in a text field', '{"username":"admin\\u0000","password":"x"}'],
    ['JSON that does not parse', '{"username":'],
    ['a body nested far too deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a __proto__ key', '{"__proto__":{"isAdmin":true},"username":"a","password":"b"}'],
  ])('answers %s with 400', async (_case, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '192.0.2.99',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a NUL in a query or a path parameter with 400', async () => {
    for (const url of [
      '/api/admin/contacts?search=a%00b',
      '/api/admin/contacts/a%00b',
      '/api/admin/jobs?search=%00',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

/** Sends raw bytes to the listening app and answers the status line's code. */
function rawStatus(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

describe('requests without a Host header', () => {
  it('are answered 400 (HTTP/1.1) or served without a server error (HTTP/1.0)', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const body = '{"username":"admin","password":"wrong"}';
    const login = (version: string) =>
      `POST /api/admin/login HTTP/${version}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
    expect(await rawStatus(port, login('1.1'))).toBe(400);
    expect(await rawStatus(port, login('1.0'))).toBe(401);
    // The cross-site guard compares the Origin with the request's own host, which is missing.
    const refresh = `POST /api/admin/refresh HTTP/1.0\r\n${adminSessionHeader.name}: ${adminSessionHeader.value}\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n`;
    const status = await rawStatus(port, refresh);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
