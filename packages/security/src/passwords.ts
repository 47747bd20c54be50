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

const dummyPassword = 'dummy-password-for-constant-time-checks';
let dummyHash: Promise<string> | undefined;
let isDummyReady = false;

/**
 * Computes the hash verifyAgainstDummy checks against. Call it while the service starts: left
 * to the first unknown-user login, that one login would also pay for the hashing and so stand
 * out by its timing. Safe to call more than once; a failed attempt is retried on the next call.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(dummyPassword).then(
    (stored) => {
      isDummyReady = true;
      return stored;
    },
    (error: unknown) => {
      dummyHash = undefined;
      throw error;
    },
  );
  return dummyHash;
}

/** Whether prepareDummyHash has finished, so an unknown-user login costs one verify only. */
export function isDummyHashReady(): boolean {
  return isDummyReady;
}

/**
 * Burns the same work as a real check so an unknown username costs what a wrong password
 * costs (no user enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
