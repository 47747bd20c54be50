import { createHash } from 'node:crypto';
import { adminLoginResponseSchema, adminRefreshResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import {
  cookieFrom,
  postWithCookie,
  secureCookieName,
  sessionHeaders,
  signIn,
} from './session-helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function rowOf(token: string) {
  return testDb.db
    .selectFrom('refreshTokens')
    .selectAll()
    .where('tokenHash', '=', sha256(token))
    .executeTakeFirstOrThrow();
}

function familyRows(familyId: string) {
  return testDb.db
    .selectFrom('refreshTokens')
    .selectAll()
    .where('familyId', '=', familyId)
    .execute();
}

async function signedInToken(): Promise<string> {
  const response = await signIn(testApp);
  expect(response.statusCode).toBe(200);
  return cookieFrom(response);
}

function me(accessToken: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('refresh cookie at sign-in', () => {
  it('is a __Host- cookie, HttpOnly, Secure, SameSite=Strict, Path=/, stored only hashed', async () => {
    const response = await signIn(testApp);
    adminLoginResponseSchema.parse(response.json());
    const cookie = response.cookies.find((entry) => entry.name === secureCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    const token = cookie?.value ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(response.headers['cache-control']).toBe('no-store');

    const row = await rowOf(token);
    expect(row.tokenHash).toBe(sha256(token));
    const stored = JSON.stringify(
      await testDb.db.selectFrom('refreshTokens').selectAll().execute(),
    );
    expect(stored).not.toContain(token);
    // ADMIN_SESSION_MAX_HOURS and ADMIN_SESSION_IDLE_MINUTES by default: 12 hours after
    // sign-in at most, an hour without a refresh.
    const hoursOf = (ms: number) => Math.round(ms / 3_600_000);
    expect(hoursOf(row.absoluteExpiresAt.getTime() - row.createdAt.getTime())).toBe(12);
    expect(hoursOf(row.expiresAt.getTime() - row.createdAt.getTime())).toBe(1);
  });
});

describe('POST /api/admin/refresh', () => {
  it('rotates the token in its family and answers an access token /me accepts', async () => {
    const first = await signedInToken();
    const response = await postWithCookie(testApp, '/refresh', first);
    expect(response.statusCode).toBe(200);
    const { accessToken } = adminRefreshResponseSchema.parse(response.json());
    const second = cookieFrom(response);
    expect(second).not.toBe(first);

    const [oldRow, newRow] = [await rowOf(first), await rowOf(second)];
    expect(oldRow.usedAt).not.toBeNull();
    expect(oldRow.replacedBy).toBe(newRow.id);
    expect(newRow.familyId).toBe(oldRow.familyId);
    expect(newRow.absoluteExpiresAt).toEqual(oldRow.absoluteExpiresAt);
    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('answers 401 to a replayed token and revokes the whole family', async () => {
    const first = await signedInToken();
    const second = cookieFrom(await postWithCookie(testApp, '/refresh', first));
    const third = cookieFrom(await postWithCookie(testApp, '/refresh', second));

    const replay = await postWithCookie(testApp, '/refresh', first);
    expect(replay.statusCode).toBe(401);
    expect(errorBodySchema.parse(replay.json()).code).toBe('UNAUTHORIZED');
    const rows = await familyRows((await rowOf(first)).familyId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await postWithCookie(testApp, '/refresh', third)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    const token = await signedInToken();
    const responses = await Promise.all([
      postWithCookie(testApp, '/refresh', token),
      postWithCookie(testApp, '/refresh', token),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await postWithCookie(testApp, '/refresh', undefined)).statusCode).toBe(401);
    expect((await postWithCookie(testApp, '/refresh', 'not-a-token')).statusCode).toBe(401);
  });

  it('answers 401 once the sliding expiry has passed', async () => {
    const token = await signedInToken();
    await testDb.db
      .updateTable('refreshTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', sha256(token))
      .execute();
    expect((await postWithCookie(testApp, '/refresh', token)).statusCode).toBe(401);
  });

  it('never extends a family past its absolute lifetime', async () => {
    const token = await signedInToken();
    const absolute = new Date(Date.now() + 60_000);
    await testDb.db
      .updateTable('refreshTokens')
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000), expiresAt: absolute })
      .set({ absoluteExpiresAt: absolute })
      .where('tokenHash', '=', sha256(token))
      .execute();
    const response = await postWithCookie(testApp, '/refresh', token);
    expect(response.statusCode).toBe(200);
    const next = cookieFrom(response);
    expect((await rowOf(next)).expiresAt).toEqual(absolute);

    const past = new Date(Date.now() - 1000);
    await testDb.db
      .updateTable('refreshTokens')
      .set({ expiresAt: past, absoluteExpiresAt: past })
      .where('tokenHash', '=', sha256(next))
      .execute();
    expect((await postWithCookie(testApp, '/refresh', next)).statusCode).toBe(401);
  });

  it('answers 401 once the admin is deactivated', async () => {
    const token = await signedInToken();
    const { adminUserId } = await rowOf(token);
    await testDb.db
      .updateTable('adminUsers')
      .set({ isActive: false })
      .where('id', '=', adminUserId)
      .execute();
    try {
      expect((await postWithCookie(testApp, '/refresh', token)).statusCode).toBe(401);
    } finally {
      await testDb.db
        .updateTable('adminUsers')
        .set({ isActive: true })
        .where('id', '=', adminUserId)
        .execute();
    }
  });
});

describe('cross-site guard', () => {
  it.each(['/refresh', '/logout'] as const)(
    '%s refuses a request without the header',
    async (path) => {
      const token = await signedInToken();
      const response = await postWithCookie(testApp, path, token, {});
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).code).toBe('FORBIDDEN');
      // The refused request spent nothing.
      expect((await rowOf(token)).usedAt).toBeNull();
    },
  );

  it.each(['https://evil.example', 'http://localhost.evil.example', 'null'])(
    'refuses a refresh with Origin %s',
    async (origin) => {
      const token = await signedInToken();
      const response = await postWithCookie(testApp, '/refresh', token, {
        ...sessionHeaders,
        origin,
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it('accepts the request’s own origin', async () => {
    const token = await signedInToken();
    const response = await postWithCookie(testApp, '/refresh', token, {
      ...sessionHeaders,
      host: 'admin.example.test:8443',
      origin: 'http://admin.example.test:8443',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the family and clears the cookie', async () => {
    const first = await signedInToken();
    const second = cookieFrom(await postWithCookie(testApp, '/refresh', first));
    const response = await postWithCookie(testApp, '/logout', second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((entry) => entry.name === secureCookieName);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const rows = await familyRows((await rowOf(first)).familyId);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await postWithCookie(testApp, '/refresh', second)).statusCode).toBe(401);
  });

  it('answers success without a cookie', async () => {
    expect((await postWithCookie(testApp, '/logout', undefined)).statusCode).toBe(200);
  });

  it('refuses the session’s access tokens right after sign-out, not 15 minutes later', async () => {
    const signedIn = await signIn(testApp);
    const { accessToken } = adminLoginResponseSchema.parse(signedIn.json());
    const cookie = cookieFrom(signedIn);
    const refreshed = await postWithCookie(testApp, '/refresh', cookie);
    const rotatedAccessToken = adminRefreshResponseSchema.parse(refreshed.json()).accessToken;
    const otherSession = adminLoginResponseSchema.parse((await signIn(testApp)).json());
    expect((await me(accessToken)).statusCode).toBe(200);
    expect((await me(rotatedAccessToken)).statusCode).toBe(200);

    expect((await postWithCookie(testApp, '/logout', cookieFrom(refreshed))).statusCode).toBe(200);
    for (const token of [accessToken, rotatedAccessToken]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHORIZED');
    }
    // Another sign-in of the same admin is a session of its own.
    expect((await me(otherSession.accessToken)).statusCode).toBe(200);
  });

  it('refuses the session’s access tokens once a spent refresh token comes back', async () => {
    const signedIn = await signIn(testApp);
    const { accessToken } = adminLoginResponseSchema.parse(signedIn.json());
    const first = cookieFrom(signedIn);
    expect((await postWithCookie(testApp, '/refresh', first)).statusCode).toBe(200);
    expect((await postWithCookie(testApp, '/refresh', first)).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
  });
});
