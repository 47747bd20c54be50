import { describe, expect, it } from 'vitest';
import { analyticsLimits } from '../constants.ts';
import { adminAnalyticsMessages } from '../messages/admin.ts';
import { analyticsQuerySchema, countRangeDays, emptyContactSourceCounts } from './analytics.ts';

describe('analytics query', () => {
  it('defaults to daily buckets and accepts a range of up to the maximum', () => {
    expect(analyticsQuerySchema.parse({ startDate: '2025-01-01', endDate: '2025-01-31' })).toEqual({
      interval: 'day',
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    expect(
      analyticsQuerySchema.safeParse({
        interval: 'week',
        startDate: '2025-01-01',
        endDate: '2026-01-01',
      }).success,
    ).toBe(true);
  });

  it('refuses a reversed range, an over-long one, a missing end and an unknown interval', () => {
    const reversed = analyticsQuerySchema.safeParse({
      startDate: '2025-02-01',
      endDate: '2025-01-01',
    });
    expect(reversed.error?.issues[0]?.message).toBe(adminAnalyticsMessages.rangeInvalid);
    const long = analyticsQuerySchema.safeParse({ startDate: '2024-01-01', endDate: '2025-06-01' });
    expect(long.error?.issues[0]?.message).toBe(
      adminAnalyticsMessages.rangeTooLong(analyticsLimits.maxRangeDays),
    );
    expect(analyticsQuerySchema.safeParse({ startDate: '2025-01-01' }).success).toBe(false);
    expect(
      analyticsQuerySchema.safeParse({
        interval: 'month',
        startDate: '2025-01-01',
        endDate: '2025-01-02',
      }).success,
    ).toBe(false);
  });

  it('counts days with both ends included', () => {
    expect(countRangeDays('2025-01-01', '2025-01-01')).toBe(1);
    expect(countRangeDays('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('starts every count at zero for every enumeration value', () => {
    expect(emptyContactSourceCounts()).toEqual({
      contact_form: 0,
      career_page: 0,
      referral: 0,
      other: 0,
    });
  });
});
