import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import { cookieFrom, postWithCookie, sessionHeaders, signIn } from './session-helper.ts';

// Plain-http localhost (COOKIE_SECURE=false) behind a trusted proxy (TRUST_PROXY=true).
let testDb: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: { COOKIE_SECURE: 'false', TRUST_PROXY: 'true' },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

describe('session cookie without Secure, behind a proxy', () => {
  it('names the cookie phi_refresh and leaves Secure off', async () => {
    const response = await signIn(testApp);
    const cookie = response.cookies.find((entry) => entry.name === 'phi_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(response.cookies.some((entry) => entry.name.startsWith('__Host-'))).toBe(false);
  });

  it('compares Origin with the forwarded scheme and host', async () => {
    const token = cookieFrom(await signIn(testApp), 'phi_refresh');
    const forwarded = {
      ...sessionHeaders,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'phi.example.test',
    };
    const refused = await postWithCookie(
      testApp,
      '/refresh',
      token,
      { ...forwarded, origin: 'http://localhost' },
      'phi_refresh',
    );
    expect(refused.statusCode).toBe(403);
    const accepted = await postWithCookie(
      testApp,
      '/refresh',
      token,
      { ...forwarded, origin: 'https://phi.example.test' },
      'phi_refresh',
    );
    expect(accepted.statusCode).toBe(200);
  });
});
