import { errorBodySchema } from '@phi/contracts/errors';
import { jobListResponseSchema, jobSchema } from '@phi/contracts/public';
import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let inactiveJobId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db, { adminPassword: 'jobs-test-admin-password' });
  const inactive = await testDb.db
    .insertInto('jobs')
    .values({
      title: 'Closed Position',
      location: 'Remote',
      type: 'Contract',
      description: 'No longer open.',
      requirements: ['Patience'],
      isActive: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  inactiveJobId = inactive.id;
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

describe('GET /api/jobs', () => {
  it('lists the active seeded jobs, newest first, in the contract shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.statusCode).toBe(200);
    const jobs = jobListResponseSchema.parse(response.json());

    const activeRows = await testDb.db
      .selectFrom('jobs')
      .select(['id'])
      .where('isActive', '=', true)
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(jobs.map((job) => job.id).sort()).toEqual(activeRows.map((row) => row.id).sort());
    expect(jobs.every((job) => job.isActive)).toBe(true);
    expect(jobs.some((job) => job.id === inactiveJobId)).toBe(false);

    const times = jobs.map((job) => Date.parse(job.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('may be cached by browsers and proxies for a minute', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers one active job', async () => {
    const list = jobListResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/jobs' })).json(),
    );
    const first = list[0];
    expect(first).toBeDefined();
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(jobSchema.parse(response.json())).toEqual(first);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an inactive job', 'INACTIVE'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1'%20OR%20'1'='1"],
  ])('answers 404 JOB_NOT_FOUND for %s', async (_case, id) => {
    const jobId = id === 'INACTIVE' ? inactiveJobId : id;
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    expect(response.statusCode).toBe(404);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'JOB_NOT_FOUND', error: 'Job not found.' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
