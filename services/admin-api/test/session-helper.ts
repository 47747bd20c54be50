import { adminSessionHeader } from '@phi/contracts/admin';
import type { TestApp } from './helper.ts';
import { testAdmin } from './helper.ts';

export const secureCookieName = '__Host-phi_refresh';
export const sessionHeaders = { [adminSessionHeader.name]: adminSessionHeader.value };

let nextClient = 1;
/** A new address per sign-in, so the per-IP login limit never interferes. */
export function clientAddress(): string {
  nextClient += 1;
  return `10.40.${Math.floor(nextClient / 250)}.${nextClient % 250}`;
}

export interface AdminCredentials {
  username: string;
  password: string;
}

export function signIn(testApp: TestApp, credentials: AdminCredentials = testAdmin) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: credentials.username, password: credentials.password },
    remoteAddress: clientAddress(),
  });
}

export function cookieFrom(
  response: { cookies: { name: string; value: string }[] },
  name = secureCookieName,
): string {
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (!cookie) {
    throw new Error(`the response set no ${name} cookie`);
  }
  return cookie.value;
}

export function postWithCookie(
  testApp: TestApp,
  path: '/refresh' | '/logout',
  token: string | undefined,
  headers: Record<string, string> = sessionHeaders,
  cookieName = secureCookieName,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin${path}`,
    headers,
    cookies: token === undefined ? {} : { [cookieName]: token },
  });
}
