import { errorBodySchema } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import { deadRedisUrl, testRedisUrl } from '@phi/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededDatabase,
  createTestApp,
  type TestApp,
  type TestDatabase,
  testAdmin,
} from './helper.ts';

// The limits that guard sign-in count an IPv6 client by its /64 and an IPv4-mapped address
// as IPv4 (packages/server/src/client-address.ts), and fail closed without Redis.
let testDb: TestDatabase;
const opened: TestApp[] = [];

async function open(options: { redisUrl?: string; env?: Record<string, string> } = {}) {
  const testApp = await createTestApp({ databaseUrl: testDb.url, ...options });
  opened.push(testApp);
  return testApp.app;
}

beforeAll(async () => {
  testDb = await createSeededDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((testApp) => testApp.close()));
  await testDb.drop();
});

// A prefix of its own per run: the counters in the shared Redis outlive a run for a minute.
const runPrefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${(process.pid % 0xffff).toString(16)}`;

type App = Awaited<ReturnType<typeof open>>;

function login(app: App, remoteAddress: string, password = 'not the password') {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: testAdmin.username, password },
    remoteAddress,
  });
}

describe('sign-in limits by client address', () => {
  it('counts every address of one IPv6 /64 as one client, in Redis too', async () => {
    const app = await open({
      redisUrl: testRedisUrl,
      env: { LOGIN_LIMIT_PER_IP_PER_MINUTE: '3' },
    });
    const statuses: number[] = [];
    for (const host of ['1', 'a:b:c:d', 'ffff:ffff:ffff:fffe', '1234::5']) {
      // Other names each time: only the per-address limit may answer here.
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { username: `guess-${host}`, password: 'guess' },
            remoteAddress: `${runPrefix}:${host.includes(':') ? host : `:${host}`}`,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The next /64 is another client.
    const neighbour = await login(app, `2001:db8:ffff:${(process.pid % 0xffff).toString(16)}::1`);
    expect(neighbour.statusCode).toBe(401);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const app = await open({ env: { LOGIN_LIMIT_PER_IP_PER_MINUTE: '2' } });
    const statuses = [
      (await login(app, '198.51.100.77')).statusCode,
      (await login(app, '::ffff:198.51.100.77')).statusCode,
      (await login(app, '::ffff:c633:644d')).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('makes the whole /64 wait after failed sign-ins at one account, not one address', async () => {
    const app = await open();
    const prefix = `${runPrefix.replace('2001:db8', '2001:db9')}`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await login(app, `${prefix}::${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const throttled = await login(app, `${prefix}:1:2:3:4`, testAdmin.password);
    expect(throttled.statusCode).toBe(429);
    expect(errorBodySchema.parse(throttled.json()).error).toMatch(
      adminLoginMessages.tooManyAttempts(1).slice(0, 30),
    );
    expect((await login(app, '2001:db8:beef::1', testAdmin.password)).statusCode).toBe(200);
  });
});

describe('sign-in limits without Redis', () => {
  it('refuses sign-in with a clear 503 while the rest of the API stays up', async () => {
    const app = await open({ redisUrl: deadRedisUrl });
    const startedAt = Date.now();
    const response = await login(app, '192.0.2.200', testAdmin.password);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: 'The service is temporarily unavailable. Please try again.',
    });
    // The service-wide limit still lifts rather than taking the service down.
    const health = await app.inject({ method: 'GET', url: '/api/admin/health' });
    expect(health.statusCode).toBe(200);
  });
});
