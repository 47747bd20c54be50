import { analyticsLimits } from '@phi/contracts/constants';
import { lastDaysRange } from '../../lib/date-range.ts';

/** The screen's initial range: the last defaultRangeDays UTC days up to `today`. */
export function defaultAnalyticsRange(today: Date): { startDate: string; endDate: string } {
  return lastDaysRange(today, analyticsLimits.defaultRangeDays);
}
