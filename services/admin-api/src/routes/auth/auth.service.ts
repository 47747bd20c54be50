import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminLoginRequest } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import type { AdminUserRow, Database } from '@phi/db';
import { findAdminUserById, findAdminUserByUsername } from '@phi/db';
import { recordSignInEvent } from '@phi/domain/admin';
import { verifyAgainstDummy, verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import {
  type SecondFactorContext,
  verifySecondFactor,
} from '../../second-factor/second-factor.service.ts';
import type { LoginThrottle } from '../../session/login-throttle.ts';

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
  | { isValid: true; row: AdminUserRow }
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
  return { isValid: true, row };
}

async function refuseWhileThrottled(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  attempt: { account: string; address: string },
): Promise<void> {
  const waitMs = throttle.waitMs(attempt);
  if (waitMs > 0) {
    const account = await findAdminUserByUsername(db, attempt.account);
    await recordSignInEvent(db, {
      outcome: 'sign_in_throttled',
      adminUserId: account?.id ?? null,
      address: attempt.address,
    });
    throw new SignInThrottledError(Math.ceil(waitMs / 1000));
  }
}

/**
 * checkCredentials behind the sign-in throttle (session/login-throttle.ts): an address that
 * must still wait answers 429 before any hash is checked, for known and unknown names alike;
 * an account failing from everywhere is only slowed. Every outcome goes to the audit log.
 * An account with a second factor is not signed in yet: its code is checked next
 * (completeSecondFactorSignIn), and only that records the sign-in.
 */
export async function signInAdmin(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  credentials: AdminLoginRequest,
  address: string,
): Promise<AdminUserRow> {
  const attempt = { account: credentials.username, address };
  await refuseWhileThrottled(db, throttle, attempt);
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
  if (check.row.totpSecret === null) {
    throttle.recordSuccess(attempt);
    await recordSignInEvent(db, { outcome: 'sign_in', adminUserId: check.row.id, address });
  }
  return check.row;
}

/**
 * The second step of a sign-in whose password was right: the TOTP or recovery code, behind the
 * same throttle as passwords (a wrong code counts as a failed sign-in of that account from that
 * address), so codes cannot be guessed faster than passwords.
 */
export async function completeSecondFactorSignIn(
  context: Pick<SecondFactorContext, 'db' | 'box'>,
  throttle: LoginThrottle,
  input: { adminUserId: string; code: string; address: string },
): Promise<AdminUserRow> {
  const { db } = context;
  const row = await findAdminUserById(db, input.adminUserId);
  if (!row?.isActive || row.totpSecret === null) {
    throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
  }
  const attempt = { account: row.username, address: input.address };
  await refuseWhileThrottled(db, throttle, attempt);
  if (!(await verifySecondFactor(context, row, input.code))) {
    throttle.recordFailure(attempt);
    await recordSignInEvent(db, {
      outcome: 'sign_in_failed',
      adminUserId: row.id,
      address: input.address,
    });
    throw new AppError('TOTP_CODE_INVALID');
  }
  throttle.recordSuccess(attempt);
  await recordSignInEvent(db, { outcome: 'sign_in', adminUserId: row.id, address: input.address });
  return row;
}
