import { describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params.ts';

describe('toSearchParams', () => {
  it('builds URL parameters without absent values', () => {
    expect(toSearchParams({ page: 1, status: undefined, search: 'a b' }).toString()).toBe(
      'page=1&search=a+b',
    );
  });
});
