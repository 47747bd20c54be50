import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@phi/db/testing';
import { openTestApp } from '@phi/server/testing';
import {
  type BodyRoute,
  collectBodyRoutes,
  fillRouteParams,
  requestBodyFor,
} from '@phi/server/testing-request-fuzz';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type TestApp, type TestDatabase, testEnv } from './helper.ts';

// Whatever a client sends to a route with a JSON body, the answer is a client error or a
// success, never a 5xx: every body schema of the API (public-forms.property.test.ts goes deeper
// into the two forms), fed bodies of its shape with hostile text and bodies of any shape.
let testDb: TestDatabase;
let testApp: TestApp;
let filesDir: string;
const routes: BodyRoute[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-body-fuzz-'));
  const env = testEnv({
    DATABASE_URL: testDb.url,
    FILES_DIR: filesDir,
    RATE_LIMIT_MAX: '100000',
    CONTACT_LIMIT_PER_IP_PER_HOUR: '100000',
    CONTACT_LIMIT_PER_EMAIL_PER_HOUR: '100000',
    APPLICATION_LIMIT_PER_IP_PER_HOUR: '100000',
    RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: '100000',
    NEWS_REFRESH_LIMIT_PER_IP_PER_HOUR: '100000',
    CHAT_LIMIT_PER_IP_PER_MINUTE: '100000',
    VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: '100000',
    // Tokens are signed offline: the voice routes answer their bodies without a LiveKit server.
    LIVEKIT_URL: 'ws://127.0.0.1:1',
    LIVEKIT_API_KEY: 'fuzz-key',
    LIVEKIT_API_SECRET: 'fuzz-secret-long-enough-for-signing-tokens',
    CHAT_OFFLINE_WORD_DELAY_MS: '0',
  });
  testApp = await openTestApp({
    applicationName: 'phi-public-api-fuzz',
    databaseUrl: testDb.url,
    build: (connections) => buildApp({ env, ...connections, onRoute: collectBodyRoutes(routes) }),
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  await rm(filesDir, { recursive: true, force: true });
});

describe('every public route with a JSON body', () => {
  it('is found by the route walk', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/contacts', 'POST /api/chat']));
  });

  it('answers any body with a client error or a success, never a 5xx', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestBodyFor(route.body), async (body) => {
          const response = await testApp.app.inject({
            method: route.method as 'POST',
            url: fillRouteParams(route.url),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 300)}: ${response.payload.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
  }, 300_000);

  it('answers a NUL in a query or a path parameter with 400', async () => {
    for (const url of ['/api/jobs?type=%00', '/api/jobs/a%00b', '/api/news?page=%00']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('requests without a Host header', () => {
  it('are answered 400 (HTTP/1.1) or served without a server error (HTTP/1.0)', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const status = (version: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET /api/jobs HTTP/${version}\r\nConnection: close\r\n\r\n`),
        );
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1])));
      });
    expect(await status('1.1')).toBe(400);
    expect(await status('1.0')).toBe(200);
  });
});
