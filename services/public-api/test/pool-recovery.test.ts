import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

const applicationName = 'phi-public-api-pool-test';
let testDb: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db, { adminPassword: 'pool-test-admin-password' });
  // No job-list cache: every /api/jobs must go through the pool this test breaks.
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    applicationName,
    env: { JOBS_LIST_CACHE_MS: '0' },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

// What a Postgres restart or failover does to the app: every pooled connection dies at once.
async function terminateAppConnections(): Promise<number> {
  const result = await sql<{ terminated: boolean }>`
    select pg_terminate_backend(pid) as terminated
    from pg_stat_activity
    where application_name = ${applicationName} and pid <> pg_backend_pid()
  `.execute(testDb.db);
  return result.rows.filter((row) => row.terminated).length;
}

describe('database connection drop', () => {
  it('recovers on the next request for /api/ready and /api/jobs', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(before.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    // Give the pool a moment to notice the dead idle clients (their 'error' event).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const jobs = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json()).toEqual(before.json());
  });
});
