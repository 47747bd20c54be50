import type { AdminLoginRequest, AdminUser } from '@phi/contracts/admin';
import { adminLoginLockout } from '@phi/contracts/constants';
import { AppError } from '@phi/contracts/errors';
import { adminLoginMessages } from '@phi/contracts/messages';
import type { Database } from '@phi/db';
import { findAdminUserByUsername } from '@phi/db';
import { verifyAgainstDummy, verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../../session/login-throttle.ts';
import { toAdminUser } from './admin-user.mapper.ts';

function invalidCredentials(): AppError {
  // spec: chat-news-admin §8 (admin login error text)
  return new AppError('INVALID_CREDENTIALS', adminLoginMessages.invalidCredentials);
}

/**
 * Checks a username and password. Unknown users, wrong passwords and deactivated accounts all
 * fail the same way and take the same time, so the answer reveals nothing about which it was.
 */
export async function authenticateAdmin(
  db: Kysely<Database>,
  credentials: AdminLoginRequest,
): Promise<AdminUser> {
  const row = await findAdminUserByUsername(db, credentials.username);
  if (!row) {
    await verifyAgainstDummy(credentials.password);
    throw invalidCredentials();
  }
  const isPasswordValid = await verifyPassword(row.password, credentials.password);
  if (!isPasswordValid || !row.isActive) {
    throw invalidCredentials();
  }
  return toAdminUser(row);
}

/**
 * authenticateAdmin behind the per-account throttle: a locked account answers 429 before any
 * hash is checked, for known and unknown names alike; a failure counts, a success clears.
 */
export async function signInAdmin(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  credentials: AdminLoginRequest,
): Promise<AdminUser> {
  if (throttle.isLocked(credentials.username)) {
    throw new AppError(
      'RATE_LIMITED',
      adminLoginMessages.tooManyAttempts(adminLoginLockout.windowMinutes),
    );
  }
  try {
    const user = await authenticateAdmin(db, credentials);
    throttle.reset(credentials.username);
    return user;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
      throttle.recordFailure(credentials.username);
    }
    throw error;
  }
}
