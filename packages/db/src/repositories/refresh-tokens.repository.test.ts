import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { createAdminUser } from './admin-users.repository.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeRefreshTokenFamilyByHash,
  rotateRefreshToken,
} from './refresh-tokens.repository.ts';

const hourMs = 60 * 60 * 1000;
// Not a usable hash: the repository only checks the prefix.
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

describe('refresh tokens repository', () => {
  const context = useTestDatabase();

  async function startFamily(now: Date, absoluteMs = 24 * hourMs) {
    const admin = await createAdminUser(context.db, {
      username: `admin-${now.getTime()}`,
      email: `admin-${now.getTime()}@example.com`,
      passwordHash,
    });
    return insertRefreshToken(context.db, {
      adminUserId: admin.id,
      familyId: 'family-1',
      tokenHash: 'hash-1',
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
});
