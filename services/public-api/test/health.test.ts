import { healthResponseSchema, readyResponseSchema } from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  deadDatabaseUrl,
  deadRedisUrl,
  type TestApp,
  type TestDatabase,
  testRedisUrl,
} from './helper.ts';

let testDb: TestDatabase;
const opened: TestApp[] = [];

async function open(options: Parameters<typeof createTestApp>[0]) {
  const testApp = await createTestApp(options);
  opened.push(testApp);
  return testApp.app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((testApp) => testApp.close()));
  await testDb.drop();
});

describe('GET /api/health', () => {
  it('answers 200 while the process is alive, even with the database down', async () => {
    const app = await open({ databaseUrl: deadDatabaseUrl });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', service: 'public-api' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database is up and Redis is not configured', async () => {
    const app = await open({ databaseUrl: testDb.url });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not_configured' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the same shape when the database is unreachable', async () => {
    const app = await open({ databaseUrl: deadDatabaseUrl });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'not_ready',
      checks: { database: 'down', redis: 'not_configured' },
    });
  });

  it('checks Redis with PING when it is configured', async () => {
    const app = await open({ databaseUrl: testDb.url, redisUrl: testRedisUrl });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    // A Redis that is not running here must fail this test loudly, never skip it.
    expect(response.json(), `is Redis running at ${testRedisUrl}?`).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 quickly when the configured Redis is down', async () => {
    const app = await open({ databaseUrl: testDb.url, redisUrl: deadRedisUrl });
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'up', redis: 'down' },
    });
  });

  it('keeps rate-limit counters in Redis when it is configured', async () => {
    const testApp = await createTestApp({
      databaseUrl: testDb.url,
      redisUrl: testRedisUrl,
      env: { RATE_LIMIT_MAX: '2' },
    });
    opened.push(testApp);
    // A fresh client address per run: counters outlive the test for up to a minute.
    const remoteAddress = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.${process.pid % 250}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs', remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const count = await testApp.redis?.get(`phi:public-api:rl:${remoteAddress}`);
    expect(Number(count)).toBeGreaterThanOrEqual(3);
  });

  it('keeps serving jobs when Redis (the rate-limit store) is down', async () => {
    const app = await open({ databaseUrl: testDb.url, redisUrl: deadRedisUrl });
    const response = await app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.statusCode).toBe(200);
  });
});
