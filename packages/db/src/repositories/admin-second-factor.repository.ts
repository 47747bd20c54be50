import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// The admin's optional second factor (TOTP). Secrets arrive here already encrypted by the admin
// API and recovery codes already hashed: neither is ever stored as typed or shown.

/** Starts (or restarts) an enrolment: the secret waits for its first code. */
export async function setPendingTotpSecret(
  db: Kysely<Database>,
  adminUserId: string,
  encryptedSecret: string,
): Promise<void> {
  await db
    .updateTable('adminUsers')
    .set({ totpPendingSecret: encryptedSecret })
    .where('id', '=', adminUserId)
    .execute();
}

/**
 * Confirms an enrolment: the pending secret becomes the secret, the confirming code's step is
 * spent, and the recovery codes are replaced by the new ones, in one transaction.
 */
export async function enableTotp(
  db: Kysely<Database>,
  input: { adminUserId: string; step: number; recoveryCodeHashes: readonly string[]; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('adminUsers')
      .select(['totpPendingSecret', 'totpSecret'])
      .where('id', '=', input.adminUserId)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.totpPendingSecret || row.totpSecret) {
      return false;
    }
    await trx
      .updateTable('adminUsers')
      .set({
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: input.now,
        totpLastStep: input.step,
      })
      .where('id', '=', input.adminUserId)
      .execute();
    await replaceRecoveryCodes(trx, input.adminUserId, input.recoveryCodeHashes);
    return true;
  });
}

/** Turns the factor off and drops its recovery codes; joins the caller's transaction if any. */
export async function disableTotp(db: Kysely<Database>, adminUserId: string): Promise<void> {
  const work = async (trx: Kysely<Database>) => {
    await trx
      .updateTable('adminUsers')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', adminUserId)
      .execute();
    await trx.deleteFrom('adminRecoveryCodes').where('adminUserId', '=', adminUserId).execute();
  };
  await (db.isTransaction ? work(db) : db.transaction().execute(work));
}

/**
 * Spends a TOTP step: true only when it is later than every step accepted before, in one
 * conditional UPDATE, so of two requests with the same code exactly one gets through.
 */
export async function spendTotpStep(
  db: Kysely<Database>,
  adminUserId: string,
  step: number,
): Promise<boolean> {
  const row = await db
    .updateTable('adminUsers')
    .set({ totpLastStep: step })
    .where('id', '=', adminUserId)
    .where('totpSecret', 'is not', null)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

async function replaceRecoveryCodes(
  trx: Kysely<Database>,
  adminUserId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await trx.deleteFrom('adminRecoveryCodes').where('adminUserId', '=', adminUserId).execute();
  if (codeHashes.length > 0) {
    await trx
      .insertInto('adminRecoveryCodes')
      .values(codeHashes.map((codeHash) => ({ adminUserId, codeHash })))
      .execute();
  }
}

/** Spends one unused recovery code: true once per code. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  adminUserId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: now })
    .where('adminUserId', '=', adminUserId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(
  db: Kysely<Database>,
  adminUserId: string,
): Promise<number> {
  const row = await db
    .selectFrom('adminRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('adminUserId', '=', adminUserId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
