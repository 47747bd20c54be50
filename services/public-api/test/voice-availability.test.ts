import { errorBodySchema } from '@phi/contracts/errors';
import { voiceHealthResponseSchema, voiceTokenResponseSchema } from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import {
  closedPortUrl,
  companyBody,
  demoBodies,
  livekitEnv,
  startOkServer,
} from './voice-fixtures.ts';

// Voice without LiveKit settings, the health of a reachable and an unreachable server, and the
// per-IP token limit (docs/architecture.md#voice).
let testDb: TestDatabase;
const apps: TestApp[] = [];
const servers: { close(): Promise<void> }[] = [];

async function openApp(env: Record<string, string>): Promise<TestApp> {
  const testApp = await createTestApp({ databaseUrl: testDb.url, env });
  apps.push(testApp);
  return testApp;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  for (const testApp of apps) {
    await testApp.close();
  }
  for (const server of servers) {
    await server.close();
  }
  await testDb?.drop();
});

const tokenRoutes = [
  ['/api/voice/token', demoBodies.general],
  ['/api/voice/hotel/token', demoBodies.hotel],
  ['/api/voice/restaurant/token', demoBodies.restaurant],
  ['/api/voice/hospital/token', demoBodies.hospital],
  ['/api/voice/company/token', companyBody],
] as const;

describe('voice without LiveKit settings', () => {
  it('answers every token route 503 VOICE_NOT_CONFIGURED and the health not-configured', async () => {
    // No LIVEKIT_* at all (env.test.ts shows empty values count as unset too).
    const { app } = await openApp({});
    for (const [url, payload] of tokenRoutes) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(503);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'VOICE_NOT_CONFIGURED',
        error:
          'Voice conversations are not available here: no voice server (LiveKit) is configured.',
      });
    }
    const health = await app.inject({ method: 'GET', url: '/api/voice/health' });
    expect(health.statusCode).toBe(200);
    expect(voiceHealthResponseSchema.parse(health.json())).toEqual({
      healthy: false,
      status: 'not-configured',
      configured: false,
      reachable: false,
      error: 'No voice server (LiveKit) is configured.',
    });
  });

  it('still refuses a malformed body with 400 first', async () => {
    const { app } = await openApp({});
    const response = await app.inject({
      method: 'POST',
      url: '/api/voice/token',
      payload: { ...demoBodies.general, ttl_minutes: 90 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('voice health with LiveKit settings', () => {
  it('is healthy when the server answers OK on its base URL', async () => {
    const server = await startOkServer();
    servers.push(server);
    const { app } = await openApp(livekitEnv(server.url));
    const health = await app.inject({ method: 'GET', url: '/api/voice/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(voiceHealthResponseSchema.parse(health.json())).toEqual({
      healthy: true,
      status: 'ok',
      configured: true,
      reachable: true,
    });
  });

  it('is configured but not reachable when nothing listens there', async () => {
    const { app } = await openApp(livekitEnv(await closedPortUrl()));
    const health = await app.inject({ method: 'GET', url: '/api/voice/health' });
    expect(health.statusCode).toBe(200);
    const body = voiceHealthResponseSchema.parse(health.json());
    expect(body).toEqual({
      healthy: false,
      status: 'unreachable',
      configured: true,
      reachable: false,
      error: 'The voice server could not be reached.',
    });
    // The server's address is for the log, not for visitors.
    expect(health.payload).not.toContain('127.0.0.1');
  });
});

describe('voice token rate limit', () => {
  it('answers 429 past VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE for one IP, not for another', async () => {
    const { app } = await openApp({
      ...livekitEnv(await closedPortUrl()),
      VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: '2',
    });
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/voice/token',
        payload: demoBodies.general,
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await ask('203.0.113.20');
      statuses.push(response.statusCode);
      if (response.statusCode === 200) {
        voiceTokenResponseSchema.parse(response.json());
      }
      if (response.statusCode === 429) {
        expect(errorBodySchema.parse(response.json()).code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await ask('203.0.113.21')).statusCode).toBe(200);
  });
});
