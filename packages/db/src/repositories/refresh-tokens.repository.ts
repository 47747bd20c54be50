import type { Kysely } from 'kysely';
import type { AdminUserRow, Database, RefreshTokenRow } from '../schema.ts';

/** Runs `work` in the caller's transaction, or in a new one when `db` is none. */
function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface NewRefreshTokenInput {
  adminUserId: string;
  familyId: string;
  /** A hash of the token; the token itself never reaches the database. */
  tokenHash: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/** What the Settings session list shows of a sign-in. */
export interface SessionClientInput {
  clientAddress: string | null;
  userAgent: string | null;
}

export function insertRefreshToken(
  db: Kysely<Database>,
  input: NewRefreshTokenInput,
): Promise<RefreshTokenRow> {
  return db.insertInto('refreshTokens').values(input).returningAll().executeTakeFirstOrThrow();
}

/** A sign-in: the session (family) row and its first token, together. */
export function startRefreshTokenFamily(
  db: Kysely<Database>,
  input: NewRefreshTokenInput,
  client: SessionClientInput = { clientAddress: null, userAgent: null },
): Promise<RefreshTokenRow> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('refreshTokenFamilies')
      .values({
        id: input.familyId,
        adminUserId: input.adminUserId,
        absoluteExpiresAt: input.absoluteExpiresAt,
        clientAddress: client.clientAddress,
        userAgent: client.userAgent,
      })
      .execute();
    return insertRefreshToken(trx, input);
  });
}

/**
 * The admin of a live session: active, and the session neither revoked nor past its absolute
 * expiry. One primary-key join, run for every request with an access token in place of the
 * plain admin lookup, so a token stops working the moment its session ends.
 */
export function findSessionAdmin(
  db: Kysely<Database>,
  input: { adminUserId: string; sessionId: string; now: Date },
): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom('adminUsers')
    .innerJoin('refreshTokenFamilies', 'refreshTokenFamilies.adminUserId', 'adminUsers.id')
    .selectAll('adminUsers')
    .where('adminUsers.id', '=', input.adminUserId)
    .where('adminUsers.isActive', '=', true)
    .where('refreshTokenFamilies.id', '=', input.sessionId)
    .where('refreshTokenFamilies.revokedAt', 'is', null)
    .where('refreshTokenFamilies.absoluteExpiresAt', '>', input.now)
    .executeTakeFirst();
}

export function findRefreshTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refreshTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export type RotateRefreshTokenResult =
  | { status: 'rotated'; previous: RefreshTokenRow; replacement: RefreshTokenRow }
  | { status: 'reused'; familyId: string }
  | { status: 'rejected' };

export interface RotateRefreshTokenInput {
  tokenHash: string;
  replacementHash: string;
  now: Date;
  /** How long the replacement lives, capped by the family's absolute expiry. */
  slidingLifetimeMs: number;
}

/**
 * Spends a refresh token and issues its successor in the same family, in one transaction.
 * The family row is locked first (`select ... for update`), as every revocation locks it, so
 * a rotation and a revoke of one family run one after the other: a revoke never misses a
 * successor being inserted, and a rotation never outlives a revoke. The spend is one
 * `UPDATE ... WHERE used_at IS NULL`, so of two calls with one token exactly one rotates.
 * Presenting a token that was already spent revokes its whole family (reuse detection); an
 * expired, revoked or unknown token is only rejected.
 */
export function rotateRefreshToken(
  db: Kysely<Database>,
  input: RotateRefreshTokenInput,
): Promise<RotateRefreshTokenResult> {
  const { tokenHash, replacementHash, now, slidingLifetimeMs } = input;
  return db.transaction().execute(async (trx): Promise<RotateRefreshTokenResult> => {
    const family = await trx
      .selectFrom('refreshTokenFamilies')
      .select(['refreshTokenFamilies.id', 'refreshTokenFamilies.revokedAt'])
      .where(
        'refreshTokenFamilies.id',
        '=',
        trx.selectFrom('refreshTokens').select('familyId').where('tokenHash', '=', tokenHash),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!family || family.revokedAt !== null) {
      return { status: 'rejected' };
    }
    const previous = await trx
      .updateTable('refreshTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .where('absoluteExpiresAt', '>', now)
      .returningAll()
      .executeTakeFirst();

    if (!previous) {
      const existing = await findRefreshTokenByHash(trx, tokenHash);
      if (existing?.usedAt) {
        await revokeRefreshTokenFamily(trx, existing.familyId, now);
        return { status: 'reused', familyId: existing.familyId };
      }
      return { status: 'rejected' };
    }

    await trx
      .updateTable('refreshTokenFamilies')
      .set({ lastUsedAt: now })
      .where('id', '=', previous.familyId)
      .execute();
    const slidingExpiry = new Date(now.getTime() + slidingLifetimeMs);
    const replacement = await insertRefreshToken(trx, {
      adminUserId: previous.adminUserId,
      familyId: previous.familyId,
      tokenHash: replacementHash,
      expiresAt:
        slidingExpiry < previous.absoluteExpiresAt ? slidingExpiry : previous.absoluteExpiresAt,
      absoluteExpiresAt: previous.absoluteExpiresAt,
    });
    await trx
      .updateTable('refreshTokens')
      .set({ replacedBy: replacement.id })
      .where('id', '=', previous.id)
      .execute();
    return { status: 'rotated', previous, replacement };
  });
}

/**
 * Ends a session: the family row (locked, so a rotation in flight finishes first) and every
 * live token of it; answers how many tokens it revoked.
 */
export function revokeRefreshTokenFamily(
  db: Kysely<Database>,
  familyId: string,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('refreshTokenFamilies')
      .set({ revokedAt: now })
      .where('id', '=', familyId)
      .where('revokedAt', 'is', null)
      .execute();
    // A statement of its own, after the lock: it sees a successor committed while it waited.
    const result = await trx
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/** Logout: revokes the family of the presented token, if the token is known. */
export async function revokeRefreshTokenFamilyByHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<number> {
  const row = await findRefreshTokenByHash(db, tokenHash);
  return row ? revokeRefreshTokenFamily(db, row.familyId, now) : 0;
}

/**
 * Ends every live session of an admin except the family given (the one making the request),
 * or all of them when it is null. Locks the family rows like revokeRefreshTokenFamily.
 */
export function revokeAdminRefreshTokens(
  db: Kysely<Database>,
  adminUserId: string,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    let families = trx
      .updateTable('refreshTokenFamilies')
      .set({ revokedAt: now })
      .where('adminUserId', '=', adminUserId)
      .where('revokedAt', 'is', null);
    if (keepFamilyId !== null) {
      families = families.where('id', '!=', keepFamilyId);
    }
    await families.execute();
    let tokens = trx
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('adminUserId', '=', adminUserId)
      .where('revokedAt', 'is', null);
    if (keepFamilyId !== null) {
      tokens = tokens.where('familyId', '!=', keepFamilyId);
    }
    await tokens.execute();
  });
}

export interface AdminSessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  absoluteExpiresAt: Date;
  clientAddress: string | null;
  userAgent: string | null;
}

/**
 * An admin's live sessions, newest first: not revoked, before their absolute expiry, and
 * holding a refresh token that may still be spent (an idle session past its sliding expiry
 * has none).
 */
export function listLiveAdminSessions(
  db: Kysely<Database>,
  adminUserId: string,
  now: Date,
): Promise<AdminSessionRow[]> {
  return db
    .selectFrom('refreshTokenFamilies as f')
    .select([
      'f.id',
      'f.createdAt',
      'f.lastUsedAt',
      'f.absoluteExpiresAt',
      'f.clientAddress',
      'f.userAgent',
    ])
    .where('f.adminUserId', '=', adminUserId)
    .where('f.revokedAt', 'is', null)
    .where('f.absoluteExpiresAt', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refreshTokens as t')
          .select('t.id')
          .whereRef('t.familyId', '=', 'f.id')
          .where('t.usedAt', 'is', null)
          .where('t.revokedAt', 'is', null)
          .where('t.expiresAt', '>', now),
      ),
    )
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.id')
    .execute();
}

/** Ends one session of this admin; false when it is not theirs or already ended. */
export function revokeOwnAdminSession(
  db: Kysely<Database>,
  adminUserId: string,
  familyId: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const family = await trx
      .selectFrom('refreshTokenFamilies')
      .select('id')
      .where('id', '=', familyId)
      .where('adminUserId', '=', adminUserId)
      .where('revokedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!family) {
      return false;
    }
    await revokeRefreshTokenFamily(trx, family.id, now);
    return true;
  });
}
