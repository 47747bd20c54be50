import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// docs/architecture.md#voice: a builder bot's owner key is 32 random bytes (base64url, 43
// characters), shown once; only its sha256 is stored. A key that leaks from a log or the
// database cannot be recovered from the hash, and 256 bits cannot be guessed.

export function hashOwnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function createOwnerKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOwnerKey(key) };
}

/** Compares in constant time, so the answer's timing says nothing about the stored hash. */
export function isOwnerKeyOf(key: string | undefined, storedHash: string): boolean {
  if (!key) {
    return false;
  }
  const given = Buffer.from(hashOwnerKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
