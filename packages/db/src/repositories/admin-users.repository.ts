import type { AdminRole } from '@phi/contracts';
import type { Kysely } from 'kysely';
import type { AdminUserRow, Database } from '../schema.ts';
import { isUuid } from '../uuid.ts';

export function findAdminUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom('adminUsers')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
}

export function findAdminUserById(
  db: Kysely<Database>,
  id: string,
): Promise<AdminUserRow | undefined> {
  // A malformed id is simply not found, never a database error.
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewAdminUserInput {
  username: string;
  email: string;
  /** From hashPassword (@phi/security); a plain password is refused. */
  passwordHash: string;
  role?: AdminRole;
  isActive?: boolean;
}

/** Inserts an admin user; throws on a duplicate username or e-mail (unique keys). */
export function createAdminUser(
  db: Kysely<Database>,
  input: NewAdminUserInput,
): Promise<AdminUserRow> {
  if (!input.passwordHash.startsWith('$argon2')) {
    throw new Error('createAdminUser expects an argon2 hash from hashPassword, not a password');
  }
  return db
    .insertInto('adminUsers')
    .values({
      username: input.username,
      email: input.email,
      password: input.passwordHash,
      ...(input.role ? { role: input.role } : {}),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
