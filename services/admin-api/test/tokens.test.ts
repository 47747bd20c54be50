import { adminLoginResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededDatabase,
  createTestApp,
  decodeTokenPart,
  forgeToken,
  type TestApp,
  type TestDatabase,
  testAdmin,
} from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let adminId: string;
let sessionId: string;

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: testAdmin.username, password: testAdmin.password },
  });
  const body = adminLoginResponseSchema.parse(response.json());
  adminId = body.user.id;
  sessionId = String(decodeTokenPart(body.accessToken, 1).sid);
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function me(authorization?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: authorization === undefined ? {} : { authorization },
  });
}

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: adminId,
    sid: sessionId,
    aud: 'phi-admin',
    iss: 'phi-admin-api',
    iat: now,
    exp: now + 600,
    ...overrides,
  };
}

async function expectUnauthorized(authorization?: string): Promise<void> {
  const response = await me(authorization);
  expect(response.statusCode).toBe(401);
  expect(errorBodySchema.parse(response.json())).toMatchObject({
    code: 'UNAUTHORIZED',
    error: 'Authentication is required.',
  });
}

describe('GET /api/admin/me', () => {
  it('accepts a well-formed token (the forging helper itself is right)', async () => {
    const response = await me(`Bearer ${forgeToken({ payload: claims() })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: adminId, username: testAdmin.username });
  });

  it('refuses a request without a token', async () => {
    await expectUnauthorized();
    await expectUnauthorized('');
    await expectUnauthorized('Bearer');
    await expectUnauthorized(`Basic ${Buffer.from('a:b').toString('base64')}`);
    await expectUnauthorized('Bearer not.a.jwt');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    await expectUnauthorized(`Bearer ${forgeToken({ alg: 'none', payload: claims() })}`);
  });

  it('refuses another algorithm even with the right key', async () => {
    await expectUnauthorized(`Bearer ${forgeToken({ alg: 'HS512', payload: claims() })}`);
    await expectUnauthorized(`Bearer ${forgeToken({ alg: 'HS384', payload: claims() })}`);
  });

  it('refuses a token signed with another key', async () => {
    const token = forgeToken({
      secret: 'another-secret-that-is-also-32-characters!!',
      payload: claims(),
    });
    await expectUnauthorized(`Bearer ${token}`);
  });

  it('refuses a wrong or missing audience', async () => {
    await expectUnauthorized(`Bearer ${forgeToken({ payload: claims({ aud: 'phi-public' }) })}`);
    await expectUnauthorized(`Bearer ${forgeToken({ payload: claims({ aud: undefined }) })}`);
  });

  it('refuses a wrong issuer', async () => {
    await expectUnauthorized(`Bearer ${forgeToken({ payload: claims({ iss: 'someone-else' }) })}`);
  });

  it('refuses an expired token and one without expiry', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectUnauthorized(
      `Bearer ${forgeToken({ payload: claims({ iat: past - 900, exp: past }) })}`,
    );
    await expectUnauthorized(`Bearer ${forgeToken({ payload: claims({ exp: undefined }) })}`);
  });

  it('refuses a signed token without a session, or of a session that is not live', async () => {
    const { sid: _sid, ...withoutSession } = claims();
    await expectUnauthorized(`Bearer ${forgeToken({ payload: withoutSession })}`);
    await expectUnauthorized(
      `Bearer ${forgeToken({ payload: claims({ sid: 'no-such-session' }) })}`,
    );
    await expectUnauthorized(`Bearer ${forgeToken({ payload: claims({ sid: 42 }) })}`);
  });

  it('refuses a valid token of an unknown or deactivated admin', async () => {
    const stranger = claims({ sub: '00000000-0000-4000-8000-000000000000' });
    await expectUnauthorized(`Bearer ${forgeToken({ payload: stranger })}`);

    const token = forgeToken({ payload: claims() });
    await testDb.db
      .updateTable('adminUsers')
      .set({ isActive: false })
      .where('id', '=', adminId)
      .execute();
    try {
      await expectUnauthorized(`Bearer ${token}`);
    } finally {
      await testDb.db
        .updateTable('adminUsers')
        .set({ isActive: true })
        .where('id', '=', adminId)
        .execute();
    }
  });
});

describe('the data routes use the same verifier', () => {
  // docs/architecture.md#quality-targets: alg none, another algorithm, another key and an
  // expired token get 401 on the resources staff work with, not only on /me.
  const dataRoutes = [
    'GET /api/admin/dashboard',
    'GET /api/admin/contacts',
    'GET /api/admin/applications',
    'GET /api/admin/jobs',
    'GET /api/admin/analytics?startDate=2025-01-01&endDate=2025-01-31',
    'GET /api/admin/users',
    'GET /api/admin/files/00000000-0000-4000-8000-000000000000',
  ];

  it('refuses forged and expired tokens on every data route, and takes a good one', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const bad = {
      'alg none': forgeToken({ alg: 'none', payload: claims() }),
      HS512: forgeToken({ alg: 'HS512', payload: claims() }),
      'another key': forgeToken({
        secret: 'another-secret-that-is-also-32-characters!!',
        payload: claims(),
      }),
      expired: forgeToken({ payload: claims({ iat: past - 900, exp: past }) }),
    };
    const good = forgeToken({ payload: claims() });
    for (const route of dataRoutes) {
      const [method, url] = route.split(' ') as ['GET', string];
      for (const [kind, token] of Object.entries(bad)) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${route} with ${kind}`).toBe(401);
      }
      const accepted = await testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${good}` },
      });
      expect(accepted.statusCode, route).not.toBe(401);
    }
  });
});
