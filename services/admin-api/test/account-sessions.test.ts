import { adminLoginResponseSchema, adminSessionListResponseSchema } from '@phi/contracts/admin';
import { describe, expect, it } from 'vitest';
import { type SignedInAdmin, useSignedInAdmin } from './admin-fixtures.ts';
import { createTestApp, testAdmin } from './helper.ts';
import { cookieFrom, postWithCookie } from './session-helper.ts';

const ctx = useSignedInAdmin();
const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInFrom(remoteAddress: string, userAgent: string): Promise<SignedInAdmin> {
  const response = await ctx.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: testAdmin.username, password: testAdmin.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  const body = adminLoginResponseSchema.parse(response.json());
  return {
    id: body.user.id,
    accessToken: body.accessToken,
    refreshToken: cookieFrom(response),
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: SignedInAdmin) {
  return ctx.testApp.app.inject({ method, url, headers: token.headers });
}

async function listSessions(token: SignedInAdmin) {
  const response = await call('GET', '/api/admin/me/sessions', token);
  expect(response.statusCode, response.payload).toBe(200);
  return adminSessionListResponseSchema.parse(response.json()).sessions;
}

describe('the session list', () => {
  it('shows each live session with its address, browser, creation and last use', async () => {
    const laptop = await signInFrom('10.60.0.1', chromeOnLinux);
    const phone = await signInFrom(
      '10.60.0.2',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect((await postWithCookie(ctx.testApp, '/refresh', phone.refreshToken)).statusCode).toBe(
      200,
    );

    const sessions = await listSessions(laptop);
    const current = sessions.find((session) => session.isCurrent);
    expect(current).toMatchObject({
      clientAddress: '10.60.0.1',
      userAgent: 'Chrome 131 on Linux',
      lastUsedAt: null,
    });
    const other = sessions.find((session) => session.clientAddress === '10.60.0.2');
    expect(other).toMatchObject({ userAgent: 'Safari 17 on iOS', isCurrent: false });
    expect(other?.lastUsedAt).not.toBeNull();
    // Newest first; each ends 12 hours after sign-in at the latest.
    expect(sessions[0]?.id).toBe(other?.id);
    for (const session of sessions) {
      const hours = (Date.parse(session.expiresAt) - Date.parse(session.createdAt)) / 3_600_000;
      expect(Math.round(hours)).toBe(12);
    }
  });

  it('signs one session out, at once, and refuses another admin’s or an ended one', async () => {
    const keep = await signInFrom('10.60.1.1', chromeOnLinux);
    const drop = await signInFrom('10.60.1.2', chromeOnLinux);
    const target = (await listSessions(keep)).find(
      (session) => session.clientAddress === '10.60.1.2',
    );
    expect(target).toBeDefined();
    const ended = await call('DELETE', `/api/admin/me/sessions/${target?.id}`, keep);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', drop)).statusCode).toBe(401);
    expect((await postWithCookie(ctx.testApp, '/refresh', drop.refreshToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', keep)).statusCode).toBe(200);
    expect((await listSessions(keep)).map((session) => session.id)).not.toContain(target?.id);

    const again = await call('DELETE', `/api/admin/me/sessions/${target?.id}`, keep);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      error: 'This session has already ended.',
    });
  });

  it('signs out everywhere, this session included', async () => {
    const one = await signInFrom('10.60.2.1', chromeOnLinux);
    const two = await signInFrom('10.60.2.2', chromeOnLinux);
    const response = await call('POST', '/api/admin/me/sessions/sign-out-everywhere', one);
    expect(response.statusCode).toBe(200);
    for (const token of [one, two, ctx.admin]) {
      expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    }
    expect((await postWithCookie(ctx.testApp, '/refresh', two.refreshToken)).statusCode).toBe(401);
  });
});

describe('the session lifetime settings', () => {
  it('takes ADMIN_SESSION_MAX_HOURS and ADMIN_SESSION_IDLE_MINUTES from the environment', async () => {
    const app = await createTestApp({
      databaseUrl: ctx.testDb.url,
      env: { ADMIN_SESSION_MAX_HOURS: '2', ADMIN_SESSION_IDLE_MINUTES: '30' },
    });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: testAdmin.username, password: testAdmin.password },
        remoteAddress: '10.60.3.1',
      });
      expect(response.statusCode).toBe(200);
      const body = adminLoginResponseSchema.parse(response.json());
      const token = await ctx.testDb.db
        .selectFrom('refreshTokens')
        .selectAll()
        .where('adminUserId', '=', body.user.id)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
      const minutesOf = (date: Date) =>
        Math.round((date.getTime() - token.createdAt.getTime()) / 60_000);
      expect(minutesOf(token.absoluteExpiresAt)).toBe(120);
      expect(minutesOf(token.expiresAt)).toBe(30);
    } finally {
      await app.close();
    }
  });
});
