import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import {
  findAdminUserById,
  revokeRefreshTokenFamily,
  revokeRefreshTokenFamilyByHash,
  rotateRefreshToken,
  type SessionClientInput,
  startRefreshTokenFamily,
} from '@phi/db';
import type { Kysely } from 'kysely';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

export interface SessionLifetime {
  /** A session unused this long ends (each refresh token's own expiry). */
  slidingMs: number;
  /** A session ends this long after sign-in however often it was refreshed, so a stolen
   * cookie cannot be kept alive forever (ADMIN_SESSION_MAX_HOURS). */
  absoluteMs: number;
}

/**
 * ADMIN_SESSION_IDLE_MINUTES without a refresh (the open admin app refreshes every 14 minutes,
 * so this counts from when its last tab closed), and ADMIN_SESSION_MAX_HOURS after sign-in
 * however active; the idle limit never outlasts the absolute one.
 */
export function sessionLifetime(settings: {
  idleMinutes: number;
  maxHours: number;
}): SessionLifetime {
  const absoluteMs = settings.maxHours * hourMs;
  return { slidingMs: Math.min(settings.idleMinutes * minuteMs, absoluteMs), absoluteMs };
}

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
  lifetime: SessionLifetime,
  client: SessionClientInput,
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const token = generateToken();
  const row = await startRefreshTokenFamily(
    db,
    {
      adminUserId,
      familyId: randomUUID(),
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now.getTime() + lifetime.slidingMs),
      absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
    },
    client,
  );
  return { token, expiresAt: row.expiresAt, adminUserId, sessionId: row.familyId };
}

/**
 * Spends the presented token and answers its successor. Anything but a live, unspent token of
 * an active admin is 401; a spent one has already revoked its family in the repository.
 */
export async function rotateSessionToken(
  db: Kysely<Database>,
  presented: string | undefined,
  lifetime: SessionLifetime,
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
    slidingLifetimeMs: lifetime.slidingMs,
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
