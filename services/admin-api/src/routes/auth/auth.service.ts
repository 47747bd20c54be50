import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminLoginRequest, AdminUser } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import type { Database } from '@phi/db';
import { findAdminUserByUsername } from '@phi/db';
import { recordSignInEvent } from '@phi/domain/admin';
import { verifyAgainstDummy, verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../../session/login-throttle.ts';
import { toAdminUser } from './admin-user.mapper.ts';

function invalidCredentials(): AppError {
  // spec: chat-news-admin §8 (admin login error text)
  return new AppError('INVALID_CREDENTIALS', adminLoginMessages.invalidCredentials);
}

/** A throttled sign-in: 429 with how long to wait (the route sends it as Retry-After). */
export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', adminLoginMessages.tooManyAttempts(retryAfterSeconds));
  }
}

type CredentialCheck =
  | { isValid: true; user: AdminUser }
  | { isValid: false; adminUserId: string | null };

/**
 * Checks a username and password. Unknown users, wrong passwords and deactivated accounts all
 * fail the same way and take the same time, so the answer reveals nothing about which it was.
 */
async function checkCredentials(
  db: Kysely<Database>,
  credentials: AdminLoginRequest,
): Promise<CredentialCheck> {
  const row = await findAdminUserByUsername(db, credentials.username);
  if (!row) {
    await verifyAgainstDummy(credentials.password);
    return { isValid: false, adminUserId: null };
  }
  const isPasswordValid = await verifyPassword(row.password, credentials.password);
  if (!isPasswordValid || !row.isActive) {
    return { isValid: false, adminUserId: row.id };
  }
  return { isValid: true, user: toAdminUser(row) };
}

/**
 * checkCredentials behind the sign-in throttle (session/login-throttle.ts): an address that
 * must still wait answers 429 before any hash is checked, for known and unknown names alike;
 * an account failing from everywhere is only slowed. Every outcome goes to the audit log.
 */
export async function signInAdmin(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  credentials: AdminLoginRequest,
  address: string,
): Promise<AdminUser> {
  const attempt = { account: credentials.username, address };
  const waitMs = throttle.waitMs(attempt);
  if (waitMs > 0) {
    const account = await findAdminUserByUsername(db, credentials.username);
    await recordSignInEvent(db, {
      outcome: 'sign_in_throttled',
      adminUserId: account?.id ?? null,
      address,
    });
    throw new SignInThrottledError(Math.ceil(waitMs / 1000));
  }
  const slowdownMs = throttle.slowdownMs(credentials.username);
  if (slowdownMs > 0) {
    await sleep(slowdownMs);
  }
  const check = await checkCredentials(db, credentials);
  if (!check.isValid) {
    throttle.recordFailure(attempt);
    await recordSignInEvent(db, {
      outcome: 'sign_in_failed',
      adminUserId: check.adminUserId,
      address,
    });
    throw invalidCredentials();
  }
  throttle.recordSuccess(attempt);
  await recordSignInEvent(db, { outcome: 'sign_in', adminUserId: check.user.id, address });
  return check.user;
}
