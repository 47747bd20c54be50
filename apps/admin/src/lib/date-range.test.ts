import { describe, expect, it } from 'vitest';
import { lastDaysRange } from './date-range.ts';

describe('lastDaysRange', () => {
  it('ends on today’s UTC date and counts today as the first of the days', () => {
    expect(lastDaysRange(new Date('2026-11-26T23:30:00Z'), 7)).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
    expect(lastDaysRange(new Date('2025-03-01T00:00:00Z'), 1)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
  });

  it('crosses a month end', () => {
    expect(lastDaysRange(new Date('2025-03-02T12:00:00Z'), 3)).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-03-02',
    });
  });
});
