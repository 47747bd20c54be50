import { adminLoginResponseSchema, adminMeResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { adminUsersMessages } from '@phi/contracts/messages';
import { seed } from '@phi/db/seed';
import { createPreparedDatabase } from '@phi/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import { signIn } from './session-helper.ts';

// docs/architecture.md#first-admin: the first start's generated password is printed, so the
// admin must replace it before the API answers anything else.
let testDb: TestDatabase;
let testApp: TestApp;
let generatedPassword = '';

beforeAll(async () => {
  testDb = await createPreparedDatabase(async (database) => {
    const { admin } = await seed(database.db, { adminUsername: 'first-admin' });
    generatedPassword = admin.generatedPassword ?? '';
  });
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function call(method: 'GET' | 'PUT', url: string, accessToken: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload ? { payload } : {}),
  });
}

describe('the generated first admin password', () => {
  it('must be changed before anything but /me and the change is answered', async () => {
    expect(generatedPassword).not.toBe('');
    const signedIn = await signIn(testApp, {
      username: 'first-admin',
      password: generatedPassword,
    });
    expect(signedIn.statusCode).toBe(200);
    const { user, accessToken } = adminLoginResponseSchema.parse(signedIn.json());
    expect(user.mustChangePassword).toBe(true);

    for (const url of ['/api/admin/contacts', '/api/admin/dashboard', '/api/admin/users']) {
      const refused = await call('GET', url, accessToken);
      expect(refused.statusCode, url).toBe(403);
      expect(errorBodySchema.parse(refused.json())).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        error: adminUsersMessages.passwordChangeRequired,
      });
    }
    const me = await call('GET', '/api/admin/me', accessToken);
    expect(me.statusCode).toBe(200);
    expect(adminMeResponseSchema.parse(me.json()).user.mustChangePassword).toBe(true);

    const changed = await call('PUT', '/api/admin/me/password', accessToken, {
      currentPassword: generatedPassword,
      newPassword: 'a password only I know',
    });
    expect(changed.statusCode, changed.payload).toBe(200);
    expect((await call('GET', '/api/admin/contacts', accessToken)).statusCode).toBe(200);
    const after = adminMeResponseSchema.parse(
      (await call('GET', '/api/admin/me', accessToken)).json(),
    );
    expect(after.user.mustChangePassword).toBe(false);
    const again = await signIn(testApp, {
      username: 'first-admin',
      password: 'a password only I know',
    });
    expect(adminLoginResponseSchema.parse(again.json()).user.mustChangePassword).toBe(false);
  });
});
