import { adminLoginResponseSchema } from '@phi/contracts/admin';
import { afterAll, beforeAll } from 'vitest';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import { type AdminCredentials, cookieFrom, signIn } from './session-helper.ts';

export interface SignedInAdmin {
  id: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Signs an admin (the seeded test admin by default) in and answers what the admin app would hold. */
export async function signInAdmin(
  testApp: TestApp,
  credentials?: AdminCredentials,
): Promise<SignedInAdmin> {
  const response = await signIn(testApp, credentials);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.payload}`);
  }
  const body = adminLoginResponseSchema.parse(response.json());
  return {
    id: body.user.id,
    accessToken: body.accessToken,
    refreshToken: cookieFrom(response),
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

export interface SignedInAdminContext {
  testDb: TestDatabase;
  testApp: TestApp;
  admin: SignedInAdmin;
}

/**
 * For a whole test file: a seeded database, the app on it and the test admin signed in; closed
 * after the file. Fields are set in beforeAll, so read them inside tests and hooks.
 */
export function useSignedInAdmin(): SignedInAdminContext {
  const context = {} as SignedInAdminContext;
  beforeAll(async () => {
    context.testDb = await createSeededDatabase();
    context.testApp = await createTestApp({ databaseUrl: context.testDb.url });
    context.admin = await signInAdmin(context.testApp);
  });
  afterAll(async () => {
    await context.testApp.close();
    await context.testDb.drop();
  });
  return context;
}
