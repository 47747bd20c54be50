import type { AdminUserCreate, AdminUserListItem, OwnPasswordChange } from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  type AdminUserRow,
  createAdminUser,
  type Database,
  findAdminUserById,
  findAdminUserClash,
  findAdminUserForUpdate,
  listAdminUsers,
  revokeAdminRefreshTokens,
  setAdminUserActive,
  setAdminUserPasswordHash,
} from '@phi/db';
import { recordChange } from '@phi/domain/admin';
import { hashPassword, verifyPassword } from '@phi/security';
import type { Kysely } from 'kysely';
import { toAdminUser } from '../auth/admin-user.mapper.ts';

// Ours: Settings (docs/architecture.md#departures, 5). The hash never leaves the repository
// rows: answers and audit snapshots are the contract's AdminUserListItem.

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
