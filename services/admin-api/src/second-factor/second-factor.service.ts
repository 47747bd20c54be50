import type {
  AdminTotpDisable,
  AdminTotpEnrolment,
  AdminTotpStatus,
  AdminUser,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  type AdminUserRow,
  countUnusedRecoveryCodes,
  type Database,
  disableTotp,
  enableTotp,
  findAdminUserById,
  setPendingTotpSecret,
  spendRecoveryCode,
  spendTotpStep,
} from '@phi/db';
import { recordChange } from '@phi/domain/admin';
import { verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import {
  describeTotpEnrolment,
  generateTotpSecret,
  isTotpCodeShaped,
  matchTotpStep,
} from './totp.ts';

export interface SecondFactorContext {
  db: Kysely<Database>;
  /** Seals TOTP secrets at rest (secret-box.ts). */
  box: SecretBox;
  /** ADMIN_REQUIRE_TOTP */
  isRequired: boolean;
}

async function loadActiveAdmin(db: Kysely<Database>, id: string): Promise<AdminUserRow> {
  const row = await findAdminUserById(db, id);
  if (!row?.isActive) {
    throw new AppError('UNAUTHORIZED');
  }
  return row;
}

export async function readTotpStatus(
  { db, isRequired }: SecondFactorContext,
  adminUserId: string,
): Promise<AdminTotpStatus> {
  const row = await loadActiveAdmin(db, adminUserId);
  return {
    isEnabled: row.totpSecret !== null,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.totpSecret ? await countUnusedRecoveryCodes(db, row.id) : 0,
    isRequired,
  };
}

/** A new secret waiting for its first code; a pending one from an earlier try is replaced. */
export async function startTotpEnrolment(
  { db, box }: SecondFactorContext,
  admin: AdminUser,
): Promise<AdminTotpEnrolment> {
  const row = await loadActiveAdmin(db, admin.id);
  if (row.totpSecret !== null) {
    throw new AppError('TOTP_ALREADY_ENABLED');
  }
  const secret = generateTotpSecret();
  await setPendingTotpSecret(db, row.id, box.seal(secret));
  return { secret, ...(await describeTotpEnrolment(secret, row.username)) };
}

/** The first code turns the factor on; answers the recovery codes, shown this once. */
export async function confirmTotpEnrolment(
  { db, box }: SecondFactorContext,
  adminUserId: string,
  code: string,
  now = new Date(),
): Promise<string[]> {
  const row = await loadActiveAdmin(db, adminUserId);
  if (row.totpSecret !== null) {
    throw new AppError('TOTP_ALREADY_ENABLED');
  }
  const secret = row.totpPendingSecret ? box.open(row.totpPendingSecret) : null;
  const step = secret ? matchTotpStep(secret, code.replace(/\s/g, ''), now) : null;
  if (step === null) {
    throw new AppError('TOTP_CODE_INVALID');
  }
  const recoveryCodes = generateRecoveryCodes();
  const isEnabled = await enableTotp(db, {
    adminUserId: row.id,
    step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    now,
  });
  if (!isEnabled) {
    throw new AppError('TOTP_CODE_INVALID');
  }
  await recordChange(db, {
    adminUserId: row.id,
    action: 'enable_totp',
    entityType: 'admin_user',
    entityId: row.id,
    before: { totpEnabled: false },
    after: { totpEnabled: true },
  });
  return recoveryCodes;
}

/**
 * Whether a code proves the second factor: a current TOTP code whose step was not used before,
 * or an unused recovery code. Either is spent by the check, so it works once.
 */
export async function verifySecondFactor(
  { db, box }: Pick<SecondFactorContext, 'db' | 'box'>,
  row: AdminUserRow,
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (row.totpSecret === null) {
    return false;
  }
  const typed = code.replace(/\s/g, '');
  if (isTotpCodeShaped(typed)) {
    const secret = box.open(row.totpSecret);
    const step = secret ? matchTotpStep(secret, typed, now) : null;
    return step !== null && (await spendTotpStep(db, row.id, step));
  }
  return spendRecoveryCode(db, row.id, hashRecoveryCode(typed), now);
}

/** Turns the factor off: the password and a code, so a borrowed session alone cannot. */
export async function disableSecondFactor(
  context: SecondFactorContext,
  adminUserId: string,
  input: AdminTotpDisable,
  now = new Date(),
): Promise<void> {
  const { db } = context;
  const row = await loadActiveAdmin(db, adminUserId);
  if (row.totpSecret === null) {
    throw new AppError('TOTP_NOT_ENABLED');
  }
  if (!(await verifyPassword(row.password, input.password))) {
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  if (!(await verifySecondFactor(context, row, input.code, now))) {
    throw new AppError('TOTP_CODE_INVALID');
  }
  await db.transaction().execute(async (trx) => {
    await disableTotp(trx, row.id);
    await recordChange(trx, {
      adminUserId: row.id,
      action: 'disable_totp',
      entityType: 'admin_user',
      entityId: row.id,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
}
