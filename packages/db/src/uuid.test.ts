import { describe, expect, it } from 'vitest';
import { isUuid } from './index.ts';

describe('isUuid', () => {
  it('accepts canonical UUIDs in either case', () => {
    expect(isUuid('3f1c2a9e-6b1d-4c55-9a39-0f5f4bf6f0d2')).toBe(true);
    expect(isUuid('3F1C2A9E-6B1D-4C55-9A39-0F5F4BF6F0D2')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '3f1c2a9e6b1d4c559a390f5f4bf6f0d2',
      'general',
      '',
      ' 3f1c2a9e-6b1d-4c55-9a39-0f5f4bf6f0d2',
      '3f1c2a9e-6b1d-4c55-9a39-0f5f4bf6f0d2\n',
      "' or 1=1 --",
    ]) {
      expect(isUuid(value), value).toBe(false);
    }
  });
});
