import { healthResponseSchema, readyResponseSchema } from '@phi/contracts/admin';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deadDatabaseUrl, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
const opened: TestApp[] = [];

async function open(databaseUrl: string) {
  const testApp = await createTestApp({ databaseUrl });
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

describe('admin health and readiness', () => {
  it('answers /api/admin/health without a token', async () => {
    const app = await open(deadDatabaseUrl);
    const response = await app.inject({ method: 'GET', url: '/api/admin/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json()).service).toBe('admin-api');
  });

  it('answers /api/admin/ready 200 with the database up', async () => {
    const app = await open(testDb.url);
    const response = await app.inject({ method: 'GET', url: '/api/admin/ready' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json()).checks.database).toBe('up');
  });

  it('answers /api/admin/ready 503 with the database down', async () => {
    const app = await open(deadDatabaseUrl);
    const response = await app.inject({ method: 'GET', url: '/api/admin/ready' });
    expect(response.statusCode).toBe(503);
    expect(readyResponseSchema.parse(response.json()).status).toBe('not_ready');
  });

  it('answers unknown admin routes with 404 ROUTE_NOT_FOUND', async () => {
    const app = await open(deadDatabaseUrl);
    const response = await app.inject({ method: 'GET', url: '/api/admin/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
