import type {
  AdminPasswordResetResponse,
  AdminUserCreate,
  AdminUserListItem,
  OwnPasswordChange,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import { adminUsersMessages } from '@phi/contracts/messages';
import {
  type AdminUserRow,
  createAdminUser,
  type Database,
  findAdminUserById,
  findAdminUserClash,
  findAdminUserForUpdate,
  isAdminEmailTaken,
  listAdminUsers,
  revokeAdminRefreshTokens,
  setAdminUserActive,
  setAdminUserEmail,
  setAdminUserPasswordHash,
  setGeneratedAdminPassword,
} from '@phi/db';
import { recordChange } from '@phi/domain/admin';
import { generatePassword, hashPassword, isCommonPassword, verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import { toAdminUser } from '../auth/admin-user.mapper.ts';

// Ours: Settings (docs/architecture.md#departures, 5). The hash never leaves the repository
// rows: answers and audit snapshots are the contract's AdminUserListItem.

/** Refuses a password on the common-password list, naming the field it came in. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', undefined, [
      { path: field, message: adminUsersMessages.passwordTooCommon },
    ]);
  }
}

export function toAdminUserListItem(row: AdminUserRow): AdminUserListItem {
  return { ...toAdminUser(row), createdAt: row.createdAt.toISOString() };
}

export async function listAdminUserItems(db: Kysely<Database>): Promise<AdminUserListItem[]> {
  return (await listAdminUsers(db)).map(toAdminUserListItem);
}

export async function createAdminUserAudited(
  db: Kysely<Database>,
  actorId: string,
  input: AdminUserCreate,
): Promise<AdminUserListItem> {
  assertUncommonPassword(input.password, 'password');
  // Hashed before the transaction: argon2id takes tens of milliseconds we need not hold locks.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const clash = await findAdminUserClash(trx, input.username, input.email);
    if (clash) {
      throw new AppError(clash === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN');
    }
    const user = toAdminUserListItem(
      await createAdminUser(trx, { username: input.username, email: input.email, passwordHash }),
    );
    await recordChange(trx, {
      adminUserId: actorId,
      action: 'create',
      entityType: 'admin_user',
      entityId: user.id,
      before: null,
      after: user,
    });
    return user;
  });
}

/** Disables or enables another admin; disabling also ends that admin's sessions. */
export function setAdminUserActiveAudited(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  isActive: boolean,
  now = new Date(),
): Promise<AdminUserListItem> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminUserForUpdate(trx, id);
    if (!existing) {
      throw new AppError('ADMIN_USER_NOT_FOUND');
    }
    if (existing.id === actorId && !isActive) {
      throw new AppError('CANNOT_DISABLE_SELF');
    }
    const user = toAdminUserListItem(await setAdminUserActive(trx, existing.id, isActive));
    if (!isActive) {
      await revokeAdminRefreshTokens(trx, existing.id, null, now);
    }
    await recordChange(trx, {
      adminUserId: actorId,
      action: isActive ? 'enable' : 'disable',
      entityType: 'admin_user',
      entityId: existing.id,
      before: toAdminUserListItem(existing),
      after: user,
    });
    return user;
  });
}

/**
 * Changes the signed-in admin's password and ends their other sessions: every session but the
 * one the request's access token belongs to (its `sid`), so the other sessions' access tokens
 * stop working at once too (plugins/auth.ts).
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  actorId: string,
  change: OwnPasswordChange,
  keepSessionId: string | null,
  now = new Date(),
): Promise<void> {
  const user = await findAdminUserById(db, actorId);
  if (!user?.isActive) {
    throw new AppError('UNAUTHORIZED');
  }
  // Both argon2id steps run before the transaction, so no row lock waits on them, and the new
  // password is hashed only once the current one is proven (a wrong guess costs one verify).
  if (!(await verifyPassword(user.password, change.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  assertUncommonPassword(change.newPassword, 'newPassword');
  const newHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    const existing = await findAdminUserForUpdate(trx, user.id);
    if (!existing?.isActive) {
      throw new AppError('UNAUTHORIZED');
    }
    // Changed by another request since the check: the verified password is no longer current.
    if (existing.password !== user.password) {
      throw new AppError('CURRENT_PASSWORD_INVALID');
    }
    await setAdminUserPasswordHash(trx, existing.id, newHash);
    await revokeAdminRefreshTokens(trx, existing.id, keepSessionId, now);
    const snapshot = toAdminUserListItem(existing);
    await recordChange(trx, {
      adminUserId: actorId,
      action: 'change_password',
      entityType: 'admin_user',
      entityId: existing.id,
      before: snapshot,
      after: snapshot,
    });
  });
}

/**
 * Resets another admin's password to a generated one, answered once: they must replace it at
 * next sign-in (the must_change_password flow) and every session of theirs ends at once.
 * One's own password is changed with the current one instead (changeOwnPassword).
 */
export async function resetAdminPasswordAudited(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  now = new Date(),
): Promise<AdminPasswordResetResponse> {
  if (id.toLowerCase() === actorId) {
    throw new AppError('BAD_REQUEST', adminUsersMessages.cannotResetOwnPassword);
  }
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const user = await db.transaction().execute(async (trx) => {
    const existing = await findAdminUserForUpdate(trx, id);
    if (!existing) {
      throw new AppError('ADMIN_USER_NOT_FOUND');
    }
    const updated = toAdminUserListItem(
      await setGeneratedAdminPassword(trx, existing.id, passwordHash),
    );
    await revokeAdminRefreshTokens(trx, existing.id, null, now);
    await recordChange(trx, {
      adminUserId: actorId,
      action: 'reset_password',
      entityType: 'admin_user',
      entityId: existing.id,
      before: toAdminUserListItem(existing),
      after: updated,
    });
    return updated;
  });
  return { user, temporaryPassword };
}

/**
 * Changes an admin's e-mail (one's own, or another's: every admin manages the admins, see
 * packages/contracts/src/admin/admin-users.ts). E-mails are unique ignoring case.
 */
export function changeAdminEmailAudited(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  email: string,
): Promise<AdminUserListItem> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminUserForUpdate(trx, id);
    if (!existing) {
      throw new AppError('ADMIN_USER_NOT_FOUND');
    }
    if (await isAdminEmailTaken(trx, email, existing.id)) {
      throw new AppError('EMAIL_TAKEN', undefined, [
        { path: 'email', message: adminUsersMessages.emailTaken },
      ]);
    }
    const before = toAdminUserListItem(existing);
    if (existing.email === email) {
      return before;
    }
    const user = toAdminUserListItem(await setAdminUserEmail(trx, existing.id, email));
    await recordChange(trx, {
      adminUserId: actorId,
      action: 'change_email',
      entityType: 'admin_user',
      entityId: existing.id,
      before,
      after: user,
    });
    return user;
  });
}
