import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { createAdminUser } from './admin-users.repository.ts';
import {
  findRefreshTokenByHash,
  findSessionAdmin,
  revokeAdminRefreshTokens,
  revokeRefreshTokenFamily,
  revokeRefreshTokenFamilyByHash,
  rotateRefreshToken,
  startRefreshTokenFamily,
} from './refresh-tokens.repository.ts';

const hourMs = 60 * 60 * 1000;
// Not a usable hash: the repository only checks the prefix.
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

describe('refresh tokens repository', () => {
  const context = useTestDatabase();

  async function startFamily(
    now: Date,
    absoluteMs = 24 * hourMs,
    { familyId = 'family-1', tokenHash = 'hash-1' } = {},
  ) {
    const admin = await createAdminUser(context.db, {
      username: `admin-${familyId}-${now.getTime()}`,
      email: `admin-${familyId}-${now.getTime()}@example.com`,
      passwordHash,
    });
    return startRefreshTokenFamily(context.db, {
      adminUserId: admin.id,
      familyId,
      tokenHash,
      expiresAt: new Date(now.getTime() + hourMs),
      absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
    });
  }

  it('rotates once, links the successor and caps it at the absolute expiry', async () => {
    const now = new Date();
    const first = await startFamily(now, 2 * hourMs);
    const result = await rotateRefreshToken(context.db, {
      tokenHash: 'hash-1',
      replacementHash: 'hash-2',
      now,
      slidingLifetimeMs: 5 * hourMs,
    });
    expect(result.status).toBe('rotated');
    const spent = await findRefreshTokenByHash(context.db, 'hash-1');
    const successor = await findRefreshTokenByHash(context.db, 'hash-2');
    expect(spent?.replacedBy).toBe(successor?.id);
    expect(successor).toMatchObject({ familyId: 'family-1', usedAt: null });
    expect(successor?.expiresAt).toEqual(first.absoluteExpiresAt);
  });

  it('revokes the family when a spent token comes back', async () => {
    const now = new Date();
    await startFamily(now);
    const rotate = (tokenHash: string, replacementHash: string) =>
      rotateRefreshToken(context.db, {
        tokenHash,
        replacementHash,
        now,
        slidingLifetimeMs: hourMs,
      });
    expect((await rotate('hash-1', 'hash-2')).status).toBe('rotated');
    expect(await rotate('hash-1', 'hash-3')).toEqual({ status: 'reused', familyId: 'family-1' });
    expect((await findRefreshTokenByHash(context.db, 'hash-2'))?.revokedAt).not.toBeNull();
    expect(await findRefreshTokenByHash(context.db, 'hash-3')).toBeUndefined();
    expect((await rotate('hash-2', 'hash-4')).status).toBe('rejected');
  });

  it('rejects an expired or unknown token without revoking anything', async () => {
    const now = new Date();
    await startFamily(now);
    const later = new Date(now.getTime() + 2 * hourMs);
    const expired = await rotateRefreshToken(context.db, {
      tokenHash: 'hash-1',
      replacementHash: 'hash-2',
      now: later,
      slidingLifetimeMs: hourMs,
    });
    expect(expired.status).toBe('rejected');
    expect((await findRefreshTokenByHash(context.db, 'hash-1'))?.revokedAt).toBeNull();
    expect(await revokeRefreshTokenFamilyByHash(context.db, 'unknown', now)).toBe(0);
    expect(await revokeRefreshTokenFamilyByHash(context.db, 'hash-1', now)).toBe(1);
  });

  it('finds the admin of a live session only, by the session id', async () => {
    const now = new Date();
    const first = await startFamily(now, 2 * hourMs);
    const lookup = (at: Date, sessionId = first.familyId) =>
      findSessionAdmin(context.db, { adminUserId: first.adminUserId, sessionId, now: at });
    expect((await lookup(now))?.id).toBe(first.adminUserId);
    expect(await lookup(now, 'another-session')).toBeUndefined();
    expect(await lookup(new Date(now.getTime() + 3 * hourMs))).toBeUndefined();
    await revokeRefreshTokenFamily(context.db, first.familyId, now);
    expect(await lookup(now)).toBeUndefined();
  });

  // A rotation that is slow between spending its token and committing the successor (a
  // trigger sleeps on the successor's insert) while a revoke of the same session starts: the
  // revoke must wait for it and revoke the successor too, never leave it live.
  it('never leaves a freshly rotated successor live when a revoke runs at the same time', async () => {
    await sql`
      create or replace function slow_refresh_token_insert() returns trigger language plpgsql as $$
      begin
        perform pg_sleep(0.3);
        return new;
      end $$
    `.execute(context.db);
    await sql`
      create or replace trigger slow_refresh_token_insert before insert on refresh_tokens
      for each row when (new.token_hash like 'slow-%') execute function slow_refresh_token_insert()
    `.execute(context.db);
    const now = new Date();
    const revokers = [
      (family: { familyId: string; adminUserId: string }) =>
        revokeRefreshTokenFamily(context.db, family.familyId, now),
      (family: { familyId: string; adminUserId: string }) =>
        revokeAdminRefreshTokens(context.db, family.adminUserId, null, now),
    ];
    for (const [index, revoke] of [...revokers, ...revokers].entries()) {
      const familyId = `race-${index}`;
      const first = await startFamily(now, 24 * hourMs, { familyId, tokenHash: `race-${index}-1` });
      const rotation = rotateRefreshToken(context.db, {
        tokenHash: `race-${index}-1`,
        replacementHash: `slow-${index}-2`,
        now,
        slidingLifetimeMs: hourMs,
      });
      await sleep(100);
      const [rotated] = await Promise.all([rotation, revoke(first)]);
      const live = await context.db
        .selectFrom('refreshTokens')
        .select('tokenHash')
        .where('familyId', '=', familyId)
        .where('revokedAt', 'is', null)
        .execute();
      expect(live, `${familyId}: ${rotated.status}`).toEqual([]);
      expect(await findSessionAdmin(context.db, { ...first, sessionId: familyId, now })).toBe(
        undefined,
      );
    }
  }, 30_000);
});
