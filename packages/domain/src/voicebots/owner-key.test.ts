import { describe, expect, it } from 'vitest';
import { createOwnerKey, hashOwnerKey, isOwnerKeyOf } from './owner-key.ts';

describe('voice bot owner keys (docs/architecture.md#voice)', () => {
  it('are 32 random bytes in base64url, kept only as their sha256', () => {
    const first = createOwnerKey();
    const second = createOwnerKey();
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.key, 'base64url')).toHaveLength(32);
    expect(first.key).not.toBe(second.key);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashOwnerKey(first.key));
  });

  it('match only their own hash', () => {
    const { key, hash } = createOwnerKey();
    expect(isOwnerKeyOf(key, hash)).toBe(true);
    expect(isOwnerKeyOf(createOwnerKey().key, hash)).toBe(false);
    expect(isOwnerKeyOf(undefined, hash)).toBe(false);
    expect(isOwnerKeyOf('', hash)).toBe(false);
  });
});
