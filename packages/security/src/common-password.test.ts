import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-password.ts';
import { commonPasswordList } from './common-password-list.ts';

describe('isCommonPassword', () => {
  it('refuses listed passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    // Long enough for the 12-character minimum, and still on the list.
    expect(isCommonPassword('qwertyqwerty')).toBe(true);
    expect(isCommonPassword('QwertyQwerty')).toBe(true);
    expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
  });

  it('lets uncommon passwords through, and never matches the empty string', () => {
    expect(isCommonPassword('violet tram under the bridge')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
    expect(isCommonPassword(' password')).toBe(false);
  });

  it('holds about ten thousand lower-case entries, one a line', () => {
    const entries = commonPasswordList.split('\n');
    expect(entries.length).toBeGreaterThan(9_900);
    expect(entries.length).toBeLessThanOrEqual(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((entry) => entry !== '' && entry === entry.toLowerCase())).toBe(true);
  });
});
