import { hashPassword } from '@phi/security';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import {
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  setPendingTotpSecret,
  spendRecoveryCode,
  spendTotpStep,
} from './admin-second-factor.repository.ts';
import { createAdminUser } from './admin-users.repository.ts';

describe('admin second factor repository', () => {
  const context = useTestDatabase();

  async function enrolledAdmin() {
    const admin = await createAdminUser(context.db, {
      username: 'ada',
      email: 'ada@example.com',
      passwordHash: await hashPassword('a-long-test-password'),
    });
    await setPendingTotpSecret(context.db, admin.id, 'v1.sealed-secret');
    const isEnabled = await enableTotp(context.db, {
      adminUserId: admin.id,
      step: 1000,
      recoveryCodeHashes: ['hash-a', 'hash-b'],
      now: new Date(),
    });
    expect(isEnabled).toBe(true);
    return admin;
  }

  it('turns the pending secret on once, with its step spent and its recovery codes', async () => {
    const admin = await enrolledAdmin();
    const row = await context.db
      .selectFrom('adminUsers')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      totpSecret: 'v1.sealed-secret',
      totpPendingSecret: null,
      totpLastStep: 1000,
    });
    expect(await countUnusedRecoveryCodes(context.db, admin.id)).toBe(2);
    // No pending secret any more: a second confirmation changes nothing.
    expect(
      await enableTotp(context.db, {
        adminUserId: admin.id,
        step: 1001,
        recoveryCodeHashes: [],
        now: new Date(),
      }),
    ).toBe(false);
  });

  it('accepts each step once and never an earlier one, even from concurrent requests', async () => {
    const admin = await enrolledAdmin();
    expect(await spendTotpStep(context.db, admin.id, 1000)).toBe(false);
    const spends = await Promise.all(
      Array.from({ length: 5 }, () => spendTotpStep(context.db, admin.id, 1001)),
    );
    expect(spends.filter(Boolean)).toHaveLength(1);
    expect(await spendTotpStep(context.db, admin.id, 999)).toBe(false);
    expect(await spendTotpStep(context.db, admin.id, 1002)).toBe(true);
  });

  it('spends a recovery code once, and drops the codes when the factor is turned off', async () => {
    const admin = await enrolledAdmin();
    const now = new Date();
    expect(await spendRecoveryCode(context.db, admin.id, 'hash-a', now)).toBe(true);
    expect(await spendRecoveryCode(context.db, admin.id, 'hash-a', now)).toBe(false);
    expect(await spendRecoveryCode(context.db, admin.id, 'unknown', now)).toBe(false);
    expect(await countUnusedRecoveryCodes(context.db, admin.id)).toBe(1);
    await disableTotp(context.db, admin.id);
    expect(await countUnusedRecoveryCodes(context.db, admin.id)).toBe(0);
    expect(await spendTotpStep(context.db, admin.id, 2000)).toBe(false);
  });
});
