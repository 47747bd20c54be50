import { errorBodySchema, errorCatalog } from '@phi/contracts/errors';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceFastify, type ServiceFastify } from '../src/create-fastify.ts';
import { errorHandlerPlugin } from '../src/error-handler.ts';
import { rateLimitPlugin } from '../src/rate-limit.ts';

// A service wired like the real ones (rate limit, the one error handler) whose routes run
// statements Postgres refuses, against a real database.
let testDb: TestDatabase;
let app: ServiceFastify;
const logLines: string[] = [];

const application = {
  personalInfo: '{}',
  experience: '[]',
  education: '[]',
  coverLetter: 'Hi',
  resumeUrl: '/api/admin/files/x',
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb;
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
  app = createServiceFastify({ logger, trustProxy: false });
  app.register(rateLimitPlugin, { max: 1000, nameSpace: 'phi:test:rl:' });
  app.register(errorHandlerPlugin);

  app.post('/admin-users', async () => {
    await db
      .insertInto('adminUsers')
      .values({ username: 'ada', email: 'ada@example.com', password: 'hash' })
      .execute();
    return { ok: true };
  });
  app.delete('/jobs-with-applications', async () => {
    const job = await db
      .insertInto('jobs')
      .values({ title: 'T', location: 'L', description: 'D' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('jobApplications')
      .values({ ...application, jobId: job.id })
      .execute();
    await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    return { ok: true };
  });
  app.post('/applications-for-missing-job', async () => {
    await db
      .insertInto('jobApplications')
      .values({ ...application, jobId: '00000000-0000-4000-8000-000000000000' })
      .execute();
    return { ok: true };
  });
  app.post('/contacts-with-bad-status', async () => {
    await db
      .insertInto('contacts')
      .values({ name: 'N', email: 'n@example.com', message: 'M', status: 'bogus' as never })
      .execute();
    return { ok: true };
  });
  app.post('/applications-with-text-rating', async () => {
    await db
      .insertInto('jobApplications')
      .values({ ...application, rating: 'five' as never })
      .execute();
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

async function expectRefusal(
  method: 'POST' | 'DELETE',
  url: string,
  expected: { status: number; code: 'CONFLICT' | 'BAD_REQUEST'; logs: RegExp },
) {
  logLines.length = 0;
  const response = await app.inject({ method, url });
  expect(response.statusCode, url).toBe(expected.status);
  const body = errorBodySchema.parse(response.json());
  expect(body).toMatchObject({ code: expected.code, error: errorCatalog[expected.code].message });
  expect(response.payload).not.toMatch(
    /admin_users|job_applications|contacts|jobs|constraint|insert|delete|violat|Key \(|ada@/i,
  );
  // The detail the answer leaves out is in the log, with the request's id.
  const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.database);
  expect(logged?.reqId).toBe(body.requestId);
  expect(JSON.stringify(logged?.database)).toMatch(expected.logs);
}

describe('Postgres errors through the error handler', () => {
  it('answers a unique violation with 409 CONFLICT', async () => {
    expect((await app.inject({ method: 'POST', url: '/admin-users' })).statusCode).toBe(200);
    await expectRefusal('POST', '/admin-users', {
      status: 409,
      code: 'CONFLICT',
      logs: /"sqlState":"23505","constraint":"admin_users_username_key"/,
    });
  });

  it('answers deleting a referenced row with 409 CONFLICT (23503, or 23001 on Postgres 18)', async () => {
    await expectRefusal('DELETE', '/jobs-with-applications', {
      status: 409,
      code: 'CONFLICT',
      logs: /"sqlState":"(23503|23001)".*"constraint":"job_applications_job_id_fkey"/,
    });
  });

  it('answers a reference to a missing row with 409 CONFLICT', async () => {
    await expectRefusal('POST', '/applications-for-missing-job', {
      status: 409,
      code: 'CONFLICT',
      logs: /"sqlState":"23503"/,
    });
  });

  it('answers a check violation with 400 BAD_REQUEST', async () => {
    await expectRefusal('POST', '/contacts-with-bad-status', {
      status: 400,
      code: 'BAD_REQUEST',
      logs: /"sqlState":"23514","constraint":"contacts_status_check"/,
    });
  });

  it('answers text where a number belongs with 400 BAD_REQUEST', async () => {
    await expectRefusal('POST', '/applications-with-text-rating', {
      status: 400,
      code: 'BAD_REQUEST',
      logs: /"sqlState":"22P02"/,
    });
  });
});
