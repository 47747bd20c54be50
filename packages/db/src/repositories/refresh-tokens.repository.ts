import type { Kysely } from 'kysely';
import type { Database, RefreshTokenRow } from '../schema.ts';

export interface NewRefreshTokenInput {
  adminUserId: string;
  familyId: string;
  /** A hash of the token; the token itself never reaches the database. */
  tokenHash: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

export function insertRefreshToken(
  db: Kysely<Database>,
  input: NewRefreshTokenInput,
): Promise<RefreshTokenRow> {
  return db.insertInto('refreshTokens').values(input).returningAll().executeTakeFirstOrThrow();
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
 * The spend is one `UPDATE ... WHERE used_at IS NULL`: of two concurrent calls with one token,
 * the second waits on the row lock, then finds it used, so exactly one rotates. Presenting a
 * token that was already spent revokes its whole family (reuse detection); an expired,
 * revoked or unknown token is only rejected.
 */
export function rotateRefreshToken(
  db: Kysely<Database>,
  input: RotateRefreshTokenInput,
): Promise<RotateRefreshTokenResult> {
  const { tokenHash, replacementHash, now, slidingLifetimeMs } = input;
  return db.transaction().execute(async (trx): Promise<RotateRefreshTokenResult> => {
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

/** Marks every live token of a family revoked; answers how many rows it revoked. */
export async function revokeRefreshTokenFamily(
  db: Kysely<Database>,
  familyId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
 * or all of them when it is null.
 */
export async function revokeAdminRefreshTokens(
  db: Kysely<Database>,
  adminUserId: string,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('adminUserId', '=', adminUserId)
    .where('revokedAt', 'is', null);
  if (keepFamilyId !== null) {
    query = query.where('familyId', '!=', keepFamilyId);
  }
  await query.execute();
}
