import { dayMs } from '@phi/contracts/admin';
import { analyticsLimits } from '@phi/contracts/constants';

/** The screen's initial range: the last defaultRangeDays UTC days up to `today`. */
export function defaultAnalyticsRange(today: Date): { startDate: string; endDate: string } {
  const endDate = today.toISOString().slice(0, 10);
  const start = new Date(Date.parse(endDate) - (analyticsLimits.defaultRangeDays - 1) * dayMs);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
