import { adminLoginResponseSchema, adminMeResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededDatabase,
  createTestApp,
  decodeTokenPart,
  type TestApp,
  type TestDatabase,
  testAdmin,
} from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
// Each test signs in from its own address so the strict login limit never interferes.
let nextClient = 1;
function clientAddress(): string {
  nextClient += 1;
  return `10.0.0.${nextClient}`;
}

function login(payload: unknown, remoteAddress = clientAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: payload as object,
    remoteAddress,
  });
}

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

describe('POST /api/admin/login', () => {
  it('signs the admin in with a 15-minute HS256 token that /me accepts', async () => {
    const response = await login({
      username: `  ${testAdmin.username} `,
      password: testAdmin.password,
    });
    expect(response.statusCode).toBe(200);
    const body = adminLoginResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      username: testAdmin.username,
      email: testAdmin.email,
      isActive: true,
    });
    // No password field and no hash; mustChangePassword is the only name with "password" in it.
    expect(response.payload).not.toMatch(/"password"|argon2/i);

    expect(decodeTokenPart(body.accessToken, 0)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeTokenPart(body.accessToken, 1);
    expect(claims).toMatchObject({ sub: body.user.id, aud: 'phi-admin', iss: 'phi-admin-api' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(adminMeResponseSchema.parse(me.json()).user).toEqual(body.user);
  });

  it.each([
    ['a wrong password', { username: testAdmin.username, password: 'not the password' }],
    ['an unknown user', { username: 'nobody-here', password: testAdmin.password }],
  ])('refuses %s with 401 INVALID_CREDENTIALS', async (_case, credentials) => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(401);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('INVALID_CREDENTIALS');
    // spec: chat-news-admin §8
    expect(body.error).toBe(adminLoginMessages.invalidCredentials);
  });

  it('refuses a deactivated admin even with the right password', async () => {
    await testDb.db
      .updateTable('adminUsers')
      .set({ isActive: false })
      .where('username', '=', testAdmin.username)
      .execute();
    try {
      const response = await login({ username: testAdmin.username, password: testAdmin.password });
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).code).toBe('INVALID_CREDENTIALS');
    } finally {
      await testDb.db
        .updateTable('adminUsers')
        .set({ isActive: true })
        .where('username', '=', testAdmin.username)
        .execute();
    }
  });

  it('answers 400 naming each missing field', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.map((field) => field.path).sort()).toEqual(['password', 'username']);
  });

  it('treats blank fields as missing, with the spec message', async () => {
    const response = await login({ username: '   ', password: '' });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.fields).toEqual([
      { path: 'username', message: adminLoginMessages.missingFields },
      { path: 'password', message: adminLoginMessages.missingFields },
    ]);
  });

  it('answers 400 for a request without a body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('limits one address to 10 attempts a minute with 429 RATE_LIMITED', async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // A new name each time: the per-account lock must not be what answers here.
      const response = await login(
        { username: `guess-${attempt}`, password: `guess-${attempt}` },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await login(
      { username: testAdmin.username, password: testAdmin.password },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(errorBodySchema.parse(blocked.json()).code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('throttles an attacker’s address at an account while the right password from another address still signs in', async () => {
    const attacker = '203.0.113.50';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await login({ username: testAdmin.username, password: `wrong-${attempt}` }, attacker))
          .statusCode,
      );
    }
    // Three free failures, then the address waits before the next is even checked.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const throttled = await login(
      { username: testAdmin.username.toUpperCase(), password: testAdmin.password },
      attacker,
    );
    expect(throttled.statusCode).toBe(429);
    const body = errorBodySchema.parse(throttled.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds? /);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from a clean address, is never locked out by someone else's failures.
    const owner = await login(
      { username: testAdmin.username, password: testAdmin.password },
      '192.0.2.10',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('never locks the right password out, however many addresses fail at the account', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await login({ username: testAdmin.username, password: 'wrong' });
      expect(response.statusCode).toBe(401);
    }
    const owner = await login({ username: testAdmin.username, password: testAdmin.password });
    expect(owner.statusCode).toBe(200);
  });

  it('throttles an unknown name the same way, so a refusal says nothing about who exists', async () => {
    const address = '203.0.113.60';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await login({ username: 'no-such-admin', password: 'x' }, address)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('writes every sign-in outcome to the audit log, without the password or unknown names', async () => {
    const address = '203.0.113.70';
    const admin = await testDb.db
      .selectFrom('adminUsers')
      .select('id')
      .where('username', '=', testAdmin.username)
      .executeTakeFirstOrThrow();
    const before = new Date(Date.now() - 1000);
    await login({ username: testAdmin.username, password: testAdmin.password }, address);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login({ username: testAdmin.username, password: 'secret-guess' }, address);
    }
    await login({ username: testAdmin.username, password: 'secret-guess' }, address);
    await login({ username: 'ghost-name', password: 'secret-guess' }, address);
    const rows = await testDb.db
      .selectFrom('auditLog')
      .selectAll()
      .where('createdAt', '>=', before)
      .where('action', 'like', 'sign_in%')
      .where(sql<boolean>`"after"->>'address' = ${address}`)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, row.entityId, row.adminUserId])).toEqual([
      ['sign_in', admin.id, admin.id],
      ['sign_in_failed', admin.id, null],
      ['sign_in_failed', admin.id, null],
      ['sign_in_failed', admin.id, null],
      ['sign_in_failed', admin.id, null],
      ['sign_in_throttled', admin.id, null],
      ['sign_in_failed', null, null],
    ]);
    expect(rows.every((row) => row.entityType === 'admin_user')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/secret-guess|ghost-name|correct horse/);
  });

  it('stores the password as an argon2id hash', async () => {
    const row = await testDb.db
      .selectFrom('adminUsers')
      .select('password')
      .where('username', '=', testAdmin.username)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
  });
});
