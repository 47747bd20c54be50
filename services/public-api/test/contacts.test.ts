import { errorBodySchema } from '@phi/contracts/errors';
import { contactResponseSchema } from '@phi/contracts/public';
import { createTestDatabase, truncateAllTables } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  service: 'voice-agents',
  message: 'We would like a voice agent for our reception.',
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: {
      CONTACT_LIMIT_PER_IP_PER_HOUR: '1000',
      CONTACT_LIMIT_PER_EMAIL_PER_HOUR: '3',
      CONTACT_MIN_FILL_MS: '3000',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

beforeEach(async () => {
  await truncateAllTables(testDb.db);
});

function send(payload: Record<string, unknown>, remoteAddress = '198.51.100.1') {
  return testApp.app.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress });
}

describe('POST /api/contacts (spec: site-marketing-careers §2.8, §3, §7)', () => {
  it('stores a message with the table defaults', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { id } = contactResponseSchema.parse(response.json());
    const row = await testDb.db
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ...valid,
      status: 'new',
      priority: 'medium',
      source: 'contact_form',
      notes: null,
      assignedTo: null,
    });
  });

  it('serves a client that sends only the spec fields, company and service left blank', async () => {
    const response = await send({ ...valid, company: '', service: '' });
    expect(response.statusCode).toBe(201);
    const row = await testDb.db.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company: null, service: null });
  });

  it.each(['name', 'email', 'message'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
      const response = await send(rest);
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields?.map((f) => f.path)).toEqual([field]);
    },
  );

  it('answers 400 naming the field for a NUL character, which PostgreSQL cannot store', async () => {
    const response = await send({ ...valid, name: 'Ada\u0000' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields?.[0]?.path).toBe('name');
  });

  it('answers 400 for a service outside the four choices', async () => {
    const response = await send({ ...valid, service: 'Crypto' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields?.[0]?.path).toBe('service');
  });
});

describe('POST /api/contacts, abuse protection', () => {
  // A person who autofills and pastes within 3 s is a lead: caught submissions are answered
  // like a success and kept as suspected spam with the reason (docs/architecture.md#departures).
  it('answers a filled honeypot like a success and stores it as suspected spam', async () => {
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const { id, success } = contactResponseSchema.parse(response.json());
    expect(success).toBe(true);
    const rows = await testDb.db.selectFrom('contacts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, id, spamReason: 'honeypot', status: 'new' });
  });

  it('answers a form sent faster than a person types like a success and keeps it as suspected spam', async () => {
    const response = await send({ ...valid, startedAt: Date.now() - 500 });
    expect(response.statusCode).toBe(201);
    const { id } = contactResponseSchema.parse(response.json());
    const rows = await testDb.db.selectFrom('contacts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, id, spamReason: 'too-fast' });
  });

  it('stores a form filled at human speed, and one with an empty honeypot', async () => {
    expect((await send({ ...valid, startedAt: Date.now() - 60_000 })).statusCode).toBe(201);
    expect((await send({ ...valid, website: '' })).statusCode).toBe(201);
    const rows = await testDb.db.selectFrom('contacts').selectAll().execute();
    expect(rows.map((row) => row.spamReason)).toEqual([null, null]);
  });

  it('answers 429 with the contract body past the per-email limit, whatever the case', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await send(valid, `198.51.100.${10 + index}`)).statusCode).toBe(201);
    }
    const response = await send({ ...valid, email: 'ADA@example.com' }, '198.51.100.99');
    expect(response.statusCode).toBe(429);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'RATE_LIMITED',
      error:
        'We already received several messages from this email address. Please try again in an hour.',
    });
    expect(await testDb.db.selectFrom('contacts').selectAll().execute()).toHaveLength(3);
  });
});

describe('POST /api/contacts, per-IP limit', () => {
  it('answers 429 with the contract body past CONTACT_LIMIT_PER_IP_PER_HOUR', async () => {
    const limited = await createTestApp({
      databaseUrl: testDb.url,
      env: { CONTACT_LIMIT_PER_IP_PER_HOUR: '2', CONTACT_LIMIT_PER_EMAIL_PER_HOUR: '100' },
    });
    try {
      const post = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload: { ...valid, email },
          remoteAddress: '203.0.113.7',
        });
      expect((await post('a@example.com')).statusCode).toBe(201);
      expect((await post('b@example.com')).statusCode).toBe(201);
      const refused = await post('c@example.com');
      expect(refused.statusCode).toBe(429);
      expect(errorBodySchema.parse(refused.json())).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Too many requests. Please wait a moment and try again.',
      });
      const otherVisitor = await limited.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { ...valid, email: 'd@example.com' },
        remoteAddress: '203.0.113.8',
      });
      expect(otherVisitor.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
