import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import {
  findAdminUserById,
  revokeRefreshTokenFamily,
  revokeRefreshTokenFamilyByHash,
  rotateRefreshToken,
  startRefreshTokenFamily,
} from '@phi/db';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;
// Sliding: a week without use ends the session. Absolute: a month after sign-in it ends
// however often it was refreshed, so a stolen cookie cannot be kept alive forever.
export const refreshTokenLifetimeMs = { sliding: 7 * dayMs, absolute: 30 * dayMs } as const;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  adminUserId: string;
  /** The session (refresh-token family): the `sid` claim of the access tokens issued with it. */
  sessionId: string;
}

/** 32 random bytes: unguessable, so a fast hash (not a password hash) is enough to store it. */
function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a new family at sign-in. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  adminUserId: string,
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const token = generateToken();
  const row = await startRefreshTokenFamily(db, {
    adminUserId,
    familyId: randomUUID(),
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs.sliding),
    absoluteExpiresAt: new Date(now.getTime() + refreshTokenLifetimeMs.absolute),
  });
  return { token, expiresAt: row.expiresAt, adminUserId, sessionId: row.familyId };
}

/**
 * Spends the presented token and answers its successor. Anything but a live, unspent token of
 * an active admin is 401; a spent one has already revoked its family in the repository.
 */
export async function rotateSessionToken(
  db: Kysely<Database>,
  presented: string | undefined,
  now = new Date(),
): Promise<IssuedRefreshToken> {
  if (!presented) {
    throw new AppError('UNAUTHORIZED');
  }
  const token = generateToken();
  const result = await rotateRefreshToken(db, {
    tokenHash: hashRefreshToken(presented),
    replacementHash: hashRefreshToken(token),
    now,
    slidingLifetimeMs: refreshTokenLifetimeMs.sliding,
  });
  if (result.status !== 'rotated') {
    throw new AppError('UNAUTHORIZED');
  }
  const { replacement } = result;
  // A deactivated or deleted admin loses the session at once.
  const admin = await findAdminUserById(db, replacement.adminUserId);
  if (!admin?.isActive) {
    await revokeRefreshTokenFamily(db, replacement.familyId, now);
    throw new AppError('UNAUTHORIZED');
  }
  return {
    token,
    expiresAt: replacement.expiresAt,
    adminUserId: replacement.adminUserId,
    sessionId: replacement.familyId,
  };
}

/** Logout: the presented token's whole family stops working. */
export async function revokeSessionToken(
  db: Kysely<Database>,
  presented: string | undefined,
  now = new Date(),
): Promise<void> {
  if (presented) {
    await revokeRefreshTokenFamilyByHash(db, hashRefreshToken(presented), now);
  }
}
