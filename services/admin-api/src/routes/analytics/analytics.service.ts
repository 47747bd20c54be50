import {
  type AnalyticsInterval,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type ApplicationAnalyticsBucket,
  type ContactAnalyticsBucket,
  emptyApplicationStatusCounts,
  emptyContactSourceCounts,
  emptyContactStatusCounts,
} from '@phi/contracts/admin';
import { countApplicationsByPeriod, countContactsByPeriod, type Database, dayRange } from '@phi/db';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;

/** The first day of the bucket holding `date` (YYYY-MM-DD, UTC; weeks start on Monday). */
export function bucketStart(date: string, interval: AnalyticsInterval): string {
  if (interval === 'day') {
    return date;
  }
  const day = new Date(`${date}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** Every bucket of the range, oldest first, so empty days and weeks still get a point. */
export function listPeriods(startDate: string, endDate: string, interval: AnalyticsInterval) {
  const step = interval === 'day' ? dayMs : 7 * dayMs;
  const last = Date.parse(endDate);
  const periods: string[] = [];
  for (let at = Date.parse(bucketStart(startDate, interval)); at <= last; at += step) {
    periods.push(new Date(at).toISOString().slice(0, 10));
  }
  return periods;
}

// Ours: /admin/analytics, contacts and applications over time by status and source.
export async function buildAnalytics(
  db: Kysely<Database>,
  query: AnalyticsQuery,
): Promise<AnalyticsResponse> {
  const { interval, startDate, endDate } = query;
  const { from, before } = dayRange(startDate, endDate);
  const [contactCounts, applicationCounts] = await Promise.all([
    countContactsByPeriod(db, interval, from, before),
    countApplicationsByPeriod(db, interval, from, before),
  ]);
  const periods = listPeriods(startDate, endDate, interval);

  const contactBuckets = new Map<string, ContactAnalyticsBucket>(
    periods.map((period) => [
      period,
      {
        period,
        total: 0,
        byStatus: emptyContactStatusCounts(),
        bySource: emptyContactSourceCounts(),
      },
    ]),
  );
  const contacts = {
    total: 0,
    byStatus: emptyContactStatusCounts(),
    bySource: emptyContactSourceCounts(),
  };
  for (const row of contactCounts) {
    const bucket = contactBuckets.get(row.period);
    if (bucket) {
      bucket.total += row.count;
      bucket.byStatus[row.status] += row.count;
      bucket.bySource[row.source] += row.count;
    }
    contacts.total += row.count;
    contacts.byStatus[row.status] += row.count;
    contacts.bySource[row.source] += row.count;
  }

  const applicationBuckets = new Map<string, ApplicationAnalyticsBucket>(
    periods.map((period) => [
      period,
      { period, total: 0, byStatus: emptyApplicationStatusCounts() },
    ]),
  );
  const applications = { total: 0, byStatus: emptyApplicationStatusCounts() };
  for (const row of applicationCounts) {
    const bucket = applicationBuckets.get(row.period);
    if (bucket) {
      bucket.total += row.count;
      bucket.byStatus[row.status] += row.count;
    }
    applications.total += row.count;
    applications.byStatus[row.status] += row.count;
  }

  return {
    interval,
    startDate,
    endDate,
    contacts: { ...contacts, series: [...contactBuckets.values()] },
    applications: { ...applications, series: [...applicationBuckets.values()] },
  };
}
