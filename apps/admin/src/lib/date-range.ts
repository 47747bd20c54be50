import { dayMs } from '@phi/contracts/admin';

/** The last `days` UTC days up to and including `today`, as the date inputs hold them. */
export function lastDaysRange(today: Date, days: number): { startDate: string; endDate: string } {
  const endDate = today.toISOString().slice(0, 10);
  const start = new Date(Date.parse(endDate) - (days - 1) * dayMs);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
