import {
  adminLoginResponseSchema,
  adminPasswordResetResponseSchema,
  adminUserResponseSchema,
} from '@phi/contracts/admin';
import { listAuditEntriesFor } from '@phi/db';
import { describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInAdmin, useSignedInAdmin } from './admin-fixtures.ts';
import { testAdmin } from './helper.ts';
import { clientAddress, postWithCookie } from './session-helper.ts';

const ctx = useSignedInAdmin();

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token: SignedInAdmin = ctx.admin,
) {
  return ctx.testApp.app.inject({
    method,
    url,
    headers: token.headers,
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });
}

function login(username: string, password: string) {
  return ctx.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: clientAddress(),
  });
}

async function createUser(username: string, password = 'a long enough password') {
  const response = await call('POST', '/api/admin/users', {
    username,
    email: `${username}@example.test`,
    password,
  });
  expect(response.statusCode, response.payload).toBe(201);
  return adminUserResponseSchema.parse(response.json()).user;
}

describe('resetting another admin’s password', () => {
  it('answers a generated password once, forces a change at next sign-in and ends their sessions', async () => {
    const user = await createUser('rosalind');
    const theirs = await signInAdmin(ctx.testApp, {
      username: 'rosalind',
      password: 'a long enough password',
    });

    const response = await call('POST', `/api/admin/users/${user.id}/password-reset`);
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { temporaryPassword, user: after } = adminPasswordResetResponseSchema.parse(
      response.json(),
    );
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(after.mustChangePassword).toBe(true);

    // Their sessions ended at once: the access token and the refresh cookie are refused.
    expect((await call('GET', '/api/admin/me', undefined, theirs)).statusCode).toBe(401);
    expect((await postWithCookie(ctx.testApp, '/refresh', theirs.refreshToken)).statusCode).toBe(
      401,
    );

    // The old password no longer works; the temporary one signs in to the change screen only.
    expect((await login('rosalind', 'a long enough password')).statusCode).toBe(401);
    const signedIn = await login('rosalind', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    const body = adminLoginResponseSchema.parse(signedIn.json());
    expect(body.user.mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${body.accessToken}` };
    const blocked = await ctx.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await ctx.testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers,
      payload: { currentPassword: temporaryPassword, newPassword: 'rosalind picks her own' },
      remoteAddress: clientAddress(),
    });
    expect(changed.statusCode, changed.payload).toBe(200);
    const open = await ctx.testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect(open.statusCode).toBe(200);

    const entries = await listAuditEntriesFor(ctx.testDb.db, 'admin_user', user.id);
    const reset = entries.find((entry) => entry.action === 'reset_password');
    expect(reset).toMatchObject({ adminUserId: ctx.admin.id });
    expect(JSON.stringify(reset)).not.toContain(temporaryPassword);
    expect(JSON.stringify(reset)).not.toContain('argon2');
  });

  it('refuses one’s own account and an unknown id', async () => {
    const own = await call('POST', `/api/admin/users/${ctx.admin.id}/password-reset`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('Use Change password to change your own password.');
    const unknown = await call(
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('changing e-mails', () => {
  it('changes one’s own and another admin’s e-mail, audited', async () => {
    const own = await call('PUT', `/api/admin/users/${ctx.admin.id}/email`, {
      email: ' boss@example.test ',
    });
    expect(own.statusCode, own.payload).toBe(200);
    expect(adminUserResponseSchema.parse(own.json()).user.email).toBe('boss@example.test');
    const me = await call('GET', '/api/admin/me');
    expect(me.json().user.email).toBe('boss@example.test');

    const other = await createUser('marie');
    const changed = await call('PUT', `/api/admin/users/${other.id}/email`, {
      email: 'curie@example.test',
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = (await listAuditEntriesFor(ctx.testDb.db, 'admin_user', other.id)).filter(
      (row) => row.action === 'change_email',
    );
    expect(entry).toMatchObject({
      adminUserId: ctx.admin.id,
      before: expect.objectContaining({ email: 'marie@example.test' }),
      after: expect.objectContaining({ email: 'curie@example.test' }),
    });
  });

  it('refuses an invalid e-mail and one another admin uses, whatever its case', async () => {
    const other = await createUser('ada');
    const invalid = await call('PUT', `/api/admin/users/${other.id}/email`, { email: 'not-mail' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    const taken = await call('PUT', `/api/admin/users/${other.id}/email`, {
      email: 'BOSS@example.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'This email is already used by another admin.',
    });
    // Creating an admin applies the same rule.
    const created = await call('POST', '/api/admin/users', {
      username: 'ada-two',
      email: 'Boss@Example.test',
      password: 'a long enough password',
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('common and breached passwords', () => {
  it('are refused on create and on change, ignoring case, with a clear message', async () => {
    const message =
      'This password is on a list of common or breached passwords. Please choose another one.';
    const create = await call('POST', '/api/admin/users', {
      username: 'lovelace',
      email: 'lovelace@example.test',
      password: 'QwertyQwerty',
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      error: message,
      fields: [{ path: 'password', message }],
    });

    const change = await call('PUT', '/api/admin/me/password', {
      currentPassword: testAdmin.password,
      newPassword: '1QAZ2WSX3EDC',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      fields: [{ path: 'newPassword', message }],
    });
    // Unchanged: the current password still signs in.
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });
});
