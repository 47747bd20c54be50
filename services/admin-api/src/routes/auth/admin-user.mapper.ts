import type { AdminUser } from '@phi/contracts/admin';
import type { AdminUserRow } from '@phi/db';

// The password hash stops here: the contract type has no field for it.
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
  };
}

/**
 * The signed-in admin as /me and the sign-in answer it: with mustEnrolTotp while
 * ADMIN_REQUIRE_TOTP asks for a second factor this admin has not set up.
 */
export function toSignedInAdmin(row: AdminUserRow, isTotpRequired: boolean): AdminUser {
  const user = toAdminUser(row);
  return isTotpRequired && row.totpSecret === null ? { ...user, mustEnrolTotp: true } : user;
}
