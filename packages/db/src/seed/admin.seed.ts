import {
  adminPasswordMinLength,
  generatePassword,
  hashPassword,
  isCommonPassword,
} from '@phi/security';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface BootstrapAdminOptions {
  adminUsername?: string;
  adminPassword?: string;
  adminEmail?: string;
}

export interface BootstrapAdminResult {
  username: string;
  email: string;
  created: boolean;
  /** Present only on the run that created the admin with a generated password. */
  generatedPassword?: string;
}

const defaultAdminUsername = 'admin';

export interface BootstrapAdminRequest {
  username: string | undefined;
  password: string | undefined;
  email: string | undefined;
}

/** Trims and checks the options; throws before anything is written. */
export function readBootstrapAdminOptions(options: BootstrapAdminOptions): BootstrapAdminRequest {
  const username = options.adminUsername?.trim() || undefined;
  const email = options.adminEmail?.trim() || undefined;
  const password = options.adminPassword || undefined;
  // Callers that skipped the env check (tests, scripts) still meet the same rule.
  if (password !== undefined && password.length < adminPasswordMinLength) {
    throw new Error(
      `ADMIN_PASSWORD must be at least ${adminPasswordMinLength} characters (leave it unset to get a generated one)`,
    );
  }
  if (password !== undefined && isCommonPassword(password)) {
    throw new Error(
      'ADMIN_PASSWORD is on the list of common passwords (leave it unset to get a generated one)',
    );
  }
  return { username, password, email };
}

/**
 * Makes sure the first admin exists (docs/architecture.md#first-admin): the given username and
 * password, else `admin` with a generated password that is returned once. Never a fixed
 * default password. An existing admin is left untouched, password included.
 */
export async function ensureBootstrapAdmin(
  db: Kysely<Database>,
  request: BootstrapAdminRequest,
): Promise<BootstrapAdminResult> {
  const { username, password, email } = request;

  if (username === undefined) {
    // Without a requested name, any existing admin means the bootstrap already happened.
    const existing = await db
      .selectFrom('adminUsers')
      .select(['username', 'email'])
      .orderBy('createdAt')
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      return { ...existing, created: false };
    }
  }

  const targetUsername = username ?? defaultAdminUsername;
  const existing = await db
    .selectFrom('adminUsers')
    .select(['username', 'email'])
    .where('username', '=', targetUsername)
    .executeTakeFirst();
  if (existing) {
    return { ...existing, created: false };
  }

  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(password ?? generatedPassword ?? '');
  const targetEmail = email ?? `${targetUsername}@localhost`;
  const inserted = await db
    .insertInto('adminUsers')
    .values({
      username: targetUsername,
      email: targetEmail,
      password: passwordHash,
      // A printed password has been seen in a terminal or a log: its owner must replace it.
      mustChangePassword: generatedPassword !== undefined,
    })
    // A concurrent seed may have won the race; then this run created nothing. No conflict
    // target: the race can surface on either unique key, the username's or the email's,
    // whichever index PostgreSQL checks first.
    .onConflict((oc) => oc.doNothing())
    .returning(['username', 'email'])
    .executeTakeFirst();
  if (!inserted) {
    const winner = await db
      .selectFrom('adminUsers')
      .select(['username', 'email'])
      .where('username', '=', targetUsername)
      .executeTakeFirst();
    if (!winner) {
      throw new Error(
        `cannot create admin ${targetUsername}: ${targetEmail} is another admin's email`,
      );
    }
    return { ...winner, created: false };
  }
  return generatedPassword === undefined
    ? { ...inserted, created: true }
    : { ...inserted, created: true, generatedPassword };
}
