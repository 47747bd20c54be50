import {
  type AnalyticsInterval,
  type AnalyticsQuery,
  type AnalyticsResponse,
  dayMs,
  emptyApplicationStatusCounts,
  emptyContactSourceCounts,
  emptyContactStatusCounts,
} from '@phi/contracts/admin';
import { countApplicationsByPeriod, countContactsByPeriod, type Database, dayRange } from '@phi/db';
import type { Kysely } from 'kysely';

/** The first day of the bucket holding `date` (YYYY-MM-DD, UTC; weeks start on Monday). */
function bucketStart(date: string, interval: AnalyticsInterval): string {
  if (interval === 'day') {
    return date;
  }
  const day = new Date(`${date}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** Every bucket of the range, oldest first, so empty days and weeks still get a point. */
function listPeriods(startDate: string, endDate: string, interval: AnalyticsInterval) {
  const step = interval === 'day' ? dayMs : 7 * dayMs;
  const last = Date.parse(endDate);
  const periods: string[] = [];
  for (let at = Date.parse(bucketStart(startDate, interval)); at <= last; at += step) {
    periods.push(new Date(at).toISOString().slice(0, 10));
  }
  return periods;
}

/**
 * Totals and one bucket per period from per-period count rows. A row outside the listed periods
 * (none should be) still counts towards the totals, so they match the range's own count.
 */
function tallyByPeriod<Row extends { period: string; count: number }, Breakdown extends object>(
  periods: string[],
  rows: Row[],
  emptyBreakdown: () => Breakdown,
  addRow: (counts: Breakdown, row: Row) => void,
): Breakdown & { total: number; series: Array<Breakdown & { period: string; total: number }> } {
  const buckets = new Map(
    periods.map((period) => [period, { period, total: 0, ...emptyBreakdown() }]),
  );
  const overall = { total: 0, ...emptyBreakdown() };
  for (const row of rows) {
    const bucket = buckets.get(row.period);
    if (bucket) {
      bucket.total += row.count;
      addRow(bucket, row);
    }
    overall.total += row.count;
    addRow(overall, row);
  }
  return { ...overall, series: [...buckets.values()] };
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
  const contacts = tallyByPeriod(
    periods,
    contactCounts,
    () => ({ byStatus: emptyContactStatusCounts(), bySource: emptyContactSourceCounts() }),
    (counts, row) => {
      counts.byStatus[row.status] += row.count;
      counts.bySource[row.source] += row.count;
    },
  );
  const applications = tallyByPeriod(
    periods,
    applicationCounts,
    () => ({ byStatus: emptyApplicationStatusCounts() }),
    (counts, row) => {
      counts.byStatus[row.status] += row.count;
    },
  );
  return { interval, startDate, endDate, contacts, applications };
}
