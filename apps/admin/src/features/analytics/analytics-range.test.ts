import { describe, expect, it } from 'vitest';
import { defaultAnalyticsRange } from './analytics-range.ts';

describe('defaultAnalyticsRange', () => {
  it('offers the last 30 days by default', () => {
    expect(defaultAnalyticsRange(new Date('2025-03-31T22:00:00Z'))).toEqual({
      startDate: '2025-03-02',
      endDate: '2025-03-31',
    });
  });
});
