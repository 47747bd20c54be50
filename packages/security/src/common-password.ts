import { commonPasswordList } from './common-password-list.ts';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the most common (breached) passwords, ignoring case: "Password"
 * and "PASSWORD" are as guessable as "password". Checked on every password an admin sets, a
 * reset's generated one aside (docs/architecture.md#security). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}
