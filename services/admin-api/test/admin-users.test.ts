import { adminUserListResponseSchema, adminUserResponseSchema } from '@phi/contracts/admin';
import { adminPasswordLength } from '@phi/contracts/constants';
import { errorCatalog } from '@phi/contracts/errors';
import { adminUsersMessages, storedRecordMessages } from '@phi/contracts/messages';
import { listAuditEntriesFor } from '@phi/db';
import { hashPassword } from '@phi/security';
import { describe, expect, it, vi } from 'vitest';
import { type SignedInAdmin, signInAdmin, useSignedInAdmin } from './admin-fixtures.ts';
import { testAdmin } from './helper.ts';
import { clientAddress, postWithCookie } from './session-helper.ts';

// The real hash behind a spy, so a test can see whether (and when) a password was hashed.
vi.mock('@phi/security', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@phi/security')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const ctx = useSignedInAdmin();

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  token = ctx.admin,
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

function signInAs(username: string, password: string): Promise<SignedInAdmin> {
  return signInAdmin(ctx.testApp, { username, password });
}

describe('admin users (Settings)', () => {
  it('lists admins without any password field', async () => {
    const response = await call('GET', '/api/admin/users');
    const body = adminUserListResponseSchema.parse(response.json());
    expect(body.users.map((user) => user.username)).toContain(testAdmin.username);
    expect(response.payload).not.toContain('argon2');
    expect(response.payload).not.toContain('password');
  });

  it('creates an admin stored with an argon2id hash, audited without the hash', async () => {
    const user = await createUser('grace');
    expect(user).toMatchObject({ username: 'grace', isActive: true, role: 'admin' });
    const row = await ctx.testDb.db
      .selectFrom('adminUsers')
      .select('password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password.startsWith('$argon2id$')).toBe(true);
    const [entry] = await listAuditEntriesFor(ctx.testDb.db, 'admin_user', user.id);
    expect(entry).toMatchObject({ action: 'create', adminUserId: ctx.admin.id, before: null });
    expect(JSON.stringify(entry?.after)).not.toContain('argon2');
    expect((await login('grace', 'a long enough password')).statusCode).toBe(200);
  });

  it('refuses a short password and a taken username or e-mail', async () => {
    const short = await call('POST', '/api/admin/users', {
      username: 'shorty',
      email: 'shorty@example.test',
      password: 'x'.repeat(adminPasswordLength.min - 1),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { path: 'password', message: storedRecordMessages.passwordTooShort(adminPasswordLength.min) },
    ]);
    const takenName = await call('POST', '/api/admin/users', {
      username: testAdmin.username,
      email: 'other@example.test',
      password: 'a long enough password',
    });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    const takenEmail = await call('POST', '/api/admin/users', {
      username: 'someone-else',
      email: testAdmin.email,
      password: 'a long enough password',
    });
    expect(takenEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: adminUsersMessages.emailTaken,
    });
  });

  it('disables another ctx.admin, ending their sessions at once, and enables them again', async () => {
    const user = await createUser('ada');
    const session = await signInAs('ada', 'a long enough password');
    const disabled = await call('PATCH', `/api/admin/users/${user.id}`, { isActive: false });
    expect(disabled.statusCode).toBe(200);
    expect(adminUserResponseSchema.parse(disabled.json()).user.isActive).toBe(false);
    expect((await call('GET', '/api/admin/me', undefined, session)).statusCode).toBe(401);
    expect((await postWithCookie(ctx.testApp, '/refresh', session.refreshToken)).statusCode).toBe(
      401,
    );
    expect((await login('ada', 'a long enough password')).statusCode).toBe(401);

    const enabled = await call('PATCH', `/api/admin/users/${user.id}`, { isActive: true });
    expect(adminUserResponseSchema.parse(enabled.json()).user.isActive).toBe(true);
    expect((await login('ada', 'a long enough password')).statusCode).toBe(200);
    const trail = await listAuditEntriesFor(ctx.testDb.db, 'admin_user', user.id);
    // Besides the sign-ins (their own audit rows), the admin changes.
    expect(
      trail
        .map((entry) => entry.action)
        .filter((action) => !action.startsWith('sign_in'))
        .sort(),
    ).toEqual(['create', 'disable', 'enable']);
  });

  it('never lets an admin disable their own account', async () => {
    const response = await call('PATCH', `/api/admin/users/${ctx.admin.id}`, { isActive: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CANNOT_DISABLE_SELF',
      error: errorCatalog.CANNOT_DISABLE_SELF.message,
    });
    expect((await call('GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown admin', async () => {
    const response = await call('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      isActive: false,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/me/password', () => {
  it('refuses a wrong current password and a short or unchanged new one', async () => {
    await createUser('hopper', 'the original password');
    const session = await signInAs('hopper', 'the original password');
    const wrong = await call(
      'PUT',
      '/api/admin/me/password',
      { currentPassword: 'not the password', newPassword: 'a brand new password' },
      session,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    const short = await call(
      'PUT',
      '/api/admin/me/password',
      { currentPassword: 'the original password', newPassword: 'short' },
      session,
    );
    expect(short.statusCode).toBe(400);
    const same = await call(
      'PUT',
      '/api/admin/me/password',
      { currentPassword: 'the original password', newPassword: 'the original password' },
      session,
    );
    expect(same.json().fields).toEqual([
      { path: 'newPassword', message: adminUsersMessages.newPasswordSameAsCurrent },
    ]);
    expect((await login('hopper', 'the original password')).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createUser('turing', 'the original password');
    const other = await signInAs('turing', 'the original password');
    const current = await signInAs('turing', 'the original password');
    const response = await ctx.testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: current.headers,
      payload: { currentPassword: 'the original password', newPassword: 'a brand new password' },
    });
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const row = await ctx.testDb.db
      .selectFrom('adminUsers')
      .select('password')
      .where('id', '=', current.id)
      .executeTakeFirstOrThrow();
    expect(row.password.startsWith('$argon2id$')).toBe(true);
    expect((await login('turing', 'the original password')).statusCode).toBe(401);
    expect((await login('turing', 'a brand new password')).statusCode).toBe(200);
    expect((await postWithCookie(ctx.testApp, '/refresh', other.refreshToken)).statusCode).toBe(
      401,
    );
    // The other session's access token stops at once, not when its 15 minutes run out.
    const otherMe = await ctx.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: other.headers,
    });
    expect(otherMe.statusCode).toBe(401);
    const currentMe = await ctx.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: current.headers,
    });
    expect(currentMe.statusCode).toBe(200);
    expect((await postWithCookie(ctx.testApp, '/refresh', current.refreshToken)).statusCode).toBe(
      200,
    );
    const trail = await listAuditEntriesFor(ctx.testDb.db, 'admin_user', current.id);
    expect(trail.map((entry) => entry.action)).toContain('change_password');
    expect(JSON.stringify(trail)).not.toContain('argon2');
  });

  it('hashes the new password only after the current one is proven', async () => {
    await createUser('lamarr', 'the original password');
    const session = await signInAs('lamarr', 'the original password');
    vi.mocked(hashPassword).mockClear();
    const wrong = await call(
      'PUT',
      '/api/admin/me/password',
      { currentPassword: 'not the password', newPassword: 'a brand new password' },
      session,
    );
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses the change when the password changed after the current one was checked', async () => {
    const user = await createUser('noether', 'the original password');
    const session = await signInAs('noether', 'the original password');
    const elsewhere = await hashPassword('changed meanwhile elsewhere');
    // Between the check and the row lock, another request sets a different password.
    vi.mocked(hashPassword).mockImplementationOnce(async (password) => {
      await ctx.testDb.db
        .updateTable('adminUsers')
        .set({ password: elsewhere })
        .where('id', '=', user.id)
        .execute();
      return (await vi.importActual<typeof import('@phi/security')>('@phi/security')).hashPassword(
        password,
      );
    });
    const response = await call(
      'PUT',
      '/api/admin/me/password',
      { currentPassword: 'the original password', newPassword: 'a brand new password' },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    expect((await login('noether', 'changed meanwhile elsewhere')).statusCode).toBe(200);
    const trail = await listAuditEntriesFor(ctx.testDb.db, 'admin_user', user.id);
    expect(trail.map((entry) => entry.action)).not.toContain('change_password');
  });
});
