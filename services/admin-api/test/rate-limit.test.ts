import { errorBodySchema } from '@phi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deadDatabaseUrl, forgeToken, type TestApp } from './helper.ts';

// The database is unreachable on purpose: a request that got as far as the admin lookup
// would fail with 500, so a 429 proves the limit answered before authentication did.
let testApp: TestApp;
const limit = 3;

beforeAll(async () => {
  testApp = await createTestApp({
    databaseUrl: deadDatabaseUrl,
    env: { RATE_LIMIT_MAX: String(limit) },
  });
});

afterAll(async () => {
  await testApp.close();
});

function me(remoteAddress: string, authorization?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    remoteAddress,
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('rate limit on protected routes', () => {
  it('counts unauthenticated requests and answers 429 past the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      statuses.push((await me('10.30.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    const blocked = await me('10.30.0.1');
    expect(errorBodySchema.parse(blocked.json()).code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await me('10.30.0.2')).statusCode).toBe(401);
  });

  it('refuses a flood with a valid token before the database is asked', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forgeToken({
      payload: {
        sub: '00000000-0000-4000-8000-000000000000',
        sid: '00000000-0000-4000-8000-000000000001',
        aud: 'phi-admin',
        iss: 'phi-admin-api',
        iat: now,
        exp: now + 600,
      },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      statuses.push((await me('10.30.0.3', `Bearer ${token}`)).statusCode);
    }
    // Within the limit the lookup reaches the dead database; past it, it never does.
    expect(statuses).toEqual([...Array(limit).fill(500), 429]);
  });
});
