import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate.ts';
import {
  hashPassword,
  isDummyHashReady,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at OWASP minimum cost and verifies', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('prepares the dummy hash ahead of the first login, once', async () => {
    // This file runs in its own module instance: nothing has asked for the dummy hash yet.
    expect(isDummyHashReady()).toBe(false);
    const pending = prepareDummyHash();
    expect(prepareDummyHash()).toBe(pending);
    const stored = await pending;
    expect(isDummyHashReady()).toBe(true);
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await prepareDummyHash()).toBe(stored);
  });

  it('dummy verification always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
    expect(await verifyAgainstDummy('dummy-password-for-constant-time-checks')).toBe(false);
  });

  it('generates distinct long passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
