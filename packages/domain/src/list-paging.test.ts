import { adminListLimits } from '@phi/contracts/constants';
import { describe, expect, it } from 'vitest';
import { toPageAnswer, toPageRequest } from './list-paging.ts';

describe('admin list paging', () => {
  it('asks for the page by offset and never counts past the cap', () => {
    expect(toPageRequest({ page: 3, limit: 20 })).toEqual({
      limit: 20,
      offset: 40,
      countCap: adminListLimits.totalCountCap,
    });
  });

  it('answers the paging fields, saying when the total was capped', () => {
    expect(toPageAnswer({ page: 2, limit: 20 }, { total: 41, isCapped: false })).toEqual({
      total: 41,
      totalPages: 3,
      isTotalCapped: false,
      page: 2,
      limit: 20,
    });
    expect(toPageAnswer({ page: 1, limit: 20 }, { total: 1_000, isCapped: true })).toMatchObject({
      totalPages: 50,
      isTotalCapped: true,
    });
  });
});
