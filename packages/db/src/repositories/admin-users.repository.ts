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
  return db
    .selectFrom('adminUsers')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
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

/** Every admin, oldest first (Settings). */
export function listAdminUsers(db: Kysely<Database>): Promise<AdminUserRow[]> {
  return db.selectFrom('adminUsers').selectAll().orderBy('createdAt').orderBy('id').execute();
}

/** One admin, locked until the transaction ends (the audit "before" of a change). */
export function findAdminUserForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<AdminUserRow | undefined> {
  if (!isUuid(id)) {
    return Promise.resolve(undefined);
  }
  return trx
    .selectFrom('adminUsers')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

/** Which of the two unique keys another admin already holds. */
export async function findAdminUserClash(
  db: Kysely<Database>,
  username: string,
  email: string,
): Promise<'username' | 'email' | null> {
  const row = await db
    .selectFrom('adminUsers')
    .select(['username', 'email'])
    // E-mails are unique ignoring case (isAdminEmailTaken, the e-mail change), usernames as typed.
    .where((eb) =>
      eb.or([
        eb('username', '=', username),
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (!row) {
    return null;
  }
  return row.username === username ? 'username' : 'email';
}

export function setAdminUserActive(
  trx: Kysely<Database>,
  id: string,
  isActive: boolean,
): Promise<AdminUserRow> {
  return trx
    .updateTable('adminUsers')
    .set({ isActive })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setAdminUserPasswordHash(
  trx: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<void> {
  if (!passwordHash.startsWith('$argon2')) {
    throw new Error('setAdminUserPasswordHash expects an argon2 hash from hashPassword');
  }
  await trx
    .updateTable('adminUsers')
    // A password the admin chose: a generated one no longer needs replacing.
    .set({ password: passwordHash, mustChangePassword: false })
    .where('id', '=', id)
    .execute();
}

/** A generated password set by another admin's reset: it must be replaced at next sign-in. */
export async function setGeneratedAdminPassword(
  trx: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<AdminUserRow> {
  if (!passwordHash.startsWith('$argon2')) {
    throw new Error('setGeneratedAdminPassword expects an argon2 hash from hashPassword');
  }
  return trx
    .updateTable('adminUsers')
    .set({ password: passwordHash, mustChangePassword: true })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether an admin other than `exceptId` already uses this e-mail (compared case-insensitively). */
export async function isAdminEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('adminUsers')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export function setAdminUserEmail(
  trx: Kysely<Database>,
  id: string,
  email: string,
): Promise<AdminUserRow> {
  return trx
    .updateTable('adminUsers')
    .set({ email })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
