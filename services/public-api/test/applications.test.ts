import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@phi/contracts/errors';
import { applicationSubmitResponseSchema, parseStoredFileUrl } from '@phi/contracts/public';
import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadResume, validForm, validSubmission } from './application-fixtures.ts';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let filesDir: string;
let openJobId: string;
let closedJobId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db, { adminPassword: 'apply-test-admin-password' });
  openJobId = (
    await testDb.db
      .selectFrom('jobs')
      .select('id')
      .where('isActive', '=', true)
      .executeTakeFirstOrThrow()
  ).id;
  closedJobId = (
    await testDb.db
      .insertInto('jobs')
      .values({
        title: 'Closed',
        location: 'Remote',
        description: 'Closed.',
        requirements: [],
        isActive: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  filesDir = await mkdtemp(join(tmpdir(), 'phi-apply-'));
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: {
      FILES_DIR: filesDir,
      RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000',
      APPLICATION_LIMIT_PER_IP_PER_HOUR: '1000',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  await rm(filesDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await testDb.db.deleteFrom('jobApplications').execute();
  await testDb.db.deleteFrom('storedFiles').execute();
});

function apply(jobId: string, payload: unknown, remoteAddress = '198.51.100.1') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

async function applications() {
  return testDb.db.selectFrom('jobApplications').selectAll().execute();
}

describe('POST /api/jobs/:jobId/apply (spec: site-marketing-careers §3, §5, §7)', () => {
  it('stores an application to an open job and claims the upload in the same step', async () => {
    const resumeUrl = await uploadResume(testApp.app, openJobId);
    const response = await apply(openJobId, validSubmission(openJobId, resumeUrl));
    expect(response.statusCode).toBe(201);
    const { id } = applicationSubmitResponseSchema.parse(response.json());
    const [row] = await applications();
    expect(row).toMatchObject({
      id,
      jobId: openJobId,
      resumeUrl,
      skills: ['Mathematics', 'Programming'],
      coverLetter: validForm.coverLetter,
      status: 'new',
      priority: 'medium',
      rating: 0,
    });
    expect(JSON.parse(String(row?.personalInfo))).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      workAuthorization: 'authorized',
    });
    expect(JSON.parse(String(row?.experience))).toHaveLength(1);
    expect(JSON.parse(String(row?.education))).toHaveLength(1);
    const file = await testDb.db
      .selectFrom('storedFiles')
      .selectAll()
      .where('id', '=', String(parseStoredFileUrl(resumeUrl)))
      .executeTakeFirstOrThrow();
    expect(file.usedBy).toBe(id);
    expect(file.usedAt).toBeInstanceOf(Date);
  });

  it('stores a general application with no job', async () => {
    const resumeUrl = await uploadResume(testApp.app);
    const response = await apply('general', {
      ...validSubmission('general', resumeUrl),
      skills: null,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await applications();
    expect(row).toMatchObject({ jobId: null, skills: [] });
  });

  it('answers a double submit with the first id, keeping one row', async () => {
    const resumeUrl = await uploadResume(testApp.app, openJobId);
    const payload = validSubmission(openJobId, resumeUrl);
    const [first, second] = await Promise.all([
      apply(openJobId, payload),
      apply(openJobId, payload),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await applications()).toHaveLength(1);
  });

  it('answers 409 when the same resume comes with a different application', async () => {
    const resumeUrl = await uploadResume(testApp.app, openJobId);
    expect((await apply(openJobId, validSubmission(openJobId, resumeUrl))).statusCode).toBe(201);
    const changed = { ...validSubmission(openJobId, resumeUrl), coverLetter: 'Another letter.' };
    const response = await apply(openJobId, changed);
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).code).toBe('CONFLICT');
    expect(await applications()).toHaveLength(1);
  });
});

describe('POST /api/jobs/:jobId/apply, refusals', () => {
  const required = ['jobId', 'personalInfo', 'experience', 'education', 'coverLetter', 'resumeUrl'];
  it.each(required)('answers 400 naming %s when it is missing', async (field) => {
    const payload: Record<string, unknown> = { ...validSubmission('general', 'x') };
    delete payload[field];
    const response = await apply('general', payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.map((f) => f.path)).toContain(field);
  });

  const personalRequired = ['firstName', 'lastName', 'email', 'phone', 'location'];
  it.each(personalRequired)(
    'answers 400 naming personalInfo.%s when it is blank',
    async (field) => {
      const form = { ...validForm, personalInfo: { ...validForm.personalInfo, [field]: '' } };
      const payload = {
        ...validSubmission('general', 'x'),
        personalInfo: JSON.stringify(form.personalInfo),
      };
      const response = await apply('general', payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields?.map((f) => f.path)).toContain(
        `personalInfo.${field}`,
      );
    },
  );

  it.each([
    ['experience', 'company'],
    ['experience', 'title'],
    ['experience', 'startDate'],
    ['experience', 'description'],
    ['education', 'institution'],
    ['education', 'degree'],
    ['education', 'field'],
    ['education', 'graduationYear'],
  ] as const)('answers 400 naming %s.0.%s when it is blank', async (list, field) => {
    const entries = [{ ...validForm[list][0], [field]: '' }];
    const payload = { ...validSubmission('general', 'x'), [list]: JSON.stringify(entries) };
    const response = await apply('general', payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields?.map((f) => f.path)).toContain(
      `${list}.0.${field}`,
    );
  });

  it('answers 400 for an empty experience list and for text that is not JSON', async () => {
    const empty = await apply('general', {
      ...validSubmission('general', 'x'),
      experience: '[]',
      education: '{not json',
    });
    const paths = errorBodySchema.parse(empty.json()).fields?.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['experience', 'education']));
  });

  it.each([
    ['the spec placeholder', 'No resume uploaded'],
    ['an outside URL', 'https://evil.example/cv.pdf'],
    ['a file that does not exist', '/api/admin/files/00000000-0000-4000-8000-000000000000'],
  ])('answers 400 naming resumeUrl for %s', async (_case, resumeUrl) => {
    const response = await apply('general', validSubmission('general', resumeUrl));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields?.[0]?.path).toBe('resumeUrl');
    expect(await applications()).toEqual([]);
  });

  it('answers 400 naming jobId when the body names another job than the path', async () => {
    const resumeUrl = await uploadResume(testApp.app);
    const response = await apply(openJobId, validSubmission('general', resumeUrl));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields?.[0]?.path).toBe('jobId');
  });

  it.each([
    ['an inactive job', 'CLOSED'],
    ['an unknown job', '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 JOB_NOT_FOUND for %s', async (_case, id) => {
    const jobId = id === 'CLOSED' ? closedJobId : id;
    const resumeUrl = await uploadResume(testApp.app);
    const response = await apply(jobId, validSubmission(jobId, resumeUrl));
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('JOB_NOT_FOUND');
  });
});

describe('POST /api/jobs/:jobId/apply, per-IP limit', () => {
  it('answers 429 with the contract body past APPLICATION_LIMIT_PER_IP_PER_HOUR', async () => {
    const limited = await createTestApp({
      databaseUrl: testDb.url,
      env: { FILES_DIR: filesDir, APPLICATION_LIMIT_PER_IP_PER_HOUR: '1' },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/jobs/general/apply',
          payload: { ...validSubmission('general', 'No resume uploaded') },
          remoteAddress: '203.0.113.9',
        });
      expect((await send()).statusCode).toBe(400);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(errorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
