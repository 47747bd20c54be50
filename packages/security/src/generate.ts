import { randomBytes } from 'node:crypto';

/** A random password for the bootstrap admin: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
