import { hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unusable under verbatimModuleSyntax: 2 is Argon2id.
const argon2id = 2;

// OWASP Password Storage Cheat Sheet minimum for argon2id: m=19 MiB, t=2, p=1.
export const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must read as a failed check, never as a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same work as a real check so an unknown username costs what a wrong password
 * costs (no user enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-constant-time-checks');
  await verifyPassword(await dummyHash, password);
  return false;
}
