import { dateMessages } from '@phi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { formatStaffDate, formatStaffDateTime } from './staff-dates.ts';

describe('staff dates', () => {
  const lateEvening = '2025-03-05T02:30:00.000Z';

  it("show the day in the staff's time zone", () => {
    expect(formatStaffDate(lateEvening, 'Europe/London')).toBe('5 March 2025');
    expect(formatStaffDate(lateEvening, 'America/New_York')).toBe('4 March 2025');
  });

  it('show the time with the zone named', () => {
    expect(formatStaffDateTime('2025-07-10T08:30:00.000Z', 'Europe/London')).toBe(
      '10 July 2025, 09:30 BST',
    );
    expect(formatStaffDateTime('2025-07-10T08:30:00.000Z', 'UTC')).toBe('10 July 2025, 08:30 UTC');
  });

  it('say so when there is no date', () => {
    expect(formatStaffDate(null)).toBe(dateMessages.notAvailable);
    expect(formatStaffDateTime(undefined)).toBe(dateMessages.notAvailable);
  });
});
