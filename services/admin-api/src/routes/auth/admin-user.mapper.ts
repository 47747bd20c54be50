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
