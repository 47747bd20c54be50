import {
  dayMs,
  type ErrorMessageSummary,
  type SiteHealthQuery,
  type SiteHealthResponse,
  siteHealthLimits,
  type WebVitalSummary,
} from '@phi/contracts/admin';
import { isWebVitalName, rateWebVital, webVitalNames } from '@phi/contracts/public';
import {
  countErrorMessagesByDay,
  countErrorsByMessage,
  type Database,
  listLatestErrorIds,
  summariseWebVitals,
} from '@phi/db';
import type { Kysely } from 'kysely';

/** Every UTC day from start to end, both included, as YYYY-MM-DD. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(startDate); time <= Date.parse(endDate); time += dayMs) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

function vitalSummaries(rows: Awaited<ReturnType<typeof summariseWebVitals>>): WebVitalSummary[] {
  const order = (metric: string) => webVitalNames.indexOf(metric as (typeof webVitalNames)[number]);
  return rows
    .flatMap((row) =>
      isWebVitalName(row.metric)
        ? [
            {
              route: row.route,
              metric: row.metric,
              p75: row.p75,
              samples: row.samples,
              // web.dev rates a page by the 75th percentile of its visits.
              rating: rateWebVital(row.metric, row.p75),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        Number(a.route !== null) - Number(b.route !== null) ||
        (a.route ?? '').localeCompare(b.route ?? '') ||
        order(a.metric) - order(b.metric),
    );
}

// Ours: /admin/site-health (docs/architecture.md#monitoring). UTC days, both ends included.
export async function buildSiteHealth(
  db: Kysely<Database>,
  query: SiteHealthQuery,
): Promise<SiteHealthResponse> {
  const from = new Date(Date.parse(query.startDate));
  const before = new Date(Date.parse(query.endDate) + dayMs);
  const [vitals, errors] = await Promise.all([
    summariseWebVitals(db, webVitalNames, from, before),
    countErrorsByMessage(db, from, before, siteHealthLimits.topMessages),
  ]);
  const messages = errors.messages.map((row) => row.message);
  const [perDay, errorIds] = await Promise.all([
    countErrorMessagesByDay(db, messages, from, before),
    listLatestErrorIds(db, messages, from, before, siteHealthLimits.latestErrorIds),
  ]);
  const days = daysOf(query.startDate, query.endDate);
  const summaries: ErrorMessageSummary[] = errors.messages.map((row) => {
    const counts = new Map(
      perDay.filter((day) => day.message === row.message).map((day) => [day.period, day.count]),
    );
    return {
      message: row.message,
      count: row.count,
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      latestErrorIds: errorIds.filter((id) => id.message === row.message).map((id) => id.errorId),
      byDay: days.map((period) => ({ period, count: counts.get(period) ?? 0 })),
    };
  });
  const listed = summaries.reduce((sum, summary) => sum + summary.count, 0);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    vitals: vitalSummaries(vitals),
    errors: { total: errors.total, messages: summaries, otherCount: errors.total - listed },
  };
}
