import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  MonitoringErrorsTable,
  MonitoringEventsTable,
  MonitoringWebVitalsTable,
} from '../schema/monitoring-tables.ts';
import type { Database } from '../schema.ts';

// The site's monitoring rows (docs/architecture.md#monitoring): written by public-api's ingest,
// summarised for the admin's Site Health page, pruned by the worker's housekeeping.

export type NewMonitoringWebVital = Insertable<MonitoringWebVitalsTable>;
export type NewMonitoringError = Insertable<MonitoringErrorsTable>;
export type NewMonitoringEvent = Insertable<MonitoringEventsTable>;

export async function insertMonitoringWebVitals(
  db: Kysely<Database>,
  rows: readonly NewMonitoringWebVital[],
): Promise<void> {
  if (rows.length > 0) {
    await db
      .insertInto('monitoringWebVitals')
      .values([...rows])
      .execute();
  }
}

export async function insertMonitoringError(
  db: Kysely<Database>,
  row: NewMonitoringError,
): Promise<void> {
  await db.insertInto('monitoringErrors').values(row).execute();
}

export async function insertMonitoringEvent(
  db: Kysely<Database>,
  row: NewMonitoringEvent,
): Promise<void> {
  await db.insertInto('monitoringEvents').values(row).execute();
}

export interface MonitoringPruneResult {
  webVitals: number;
  errors: number;
  events: number;
}

/** Deletes every monitoring row stored before `cutoff`. */
export async function deleteMonitoringRowsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<MonitoringPruneResult> {
  const [webVitals, errors, events] = await Promise.all(
    (['monitoringWebVitals', 'monitoringErrors', 'monitoringEvents'] as const).map(
      async (table) => {
        const result = await db
          .deleteFrom(table)
          .where('createdAt', '<', cutoff)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    ),
  );
  return { webVitals: webVitals ?? 0, errors: errors ?? 0, events: events ?? 0 };
}

export interface WebVitalPercentile {
  /** Null on the rows that sum up every route. */
  route: string | null;
  metric: string;
  p75: number;
  samples: number;
}

/**
 * The 75th percentile (continuous, as web.dev reports field data) of each metric per route and
 * over all routes, for values stored in [from, before).
 */
export async function summariseWebVitals(
  db: Kysely<Database>,
  metrics: readonly string[],
  from: Date,
  before: Date,
): Promise<WebVitalPercentile[]> {
  const { rows } = await sql<{
    route: string | null;
    metric: string;
    p75: number;
    samples: string;
  }>`
    select case when grouping(route) = 1 then null else route end as route, metric,
      percentile_cont(0.75) within group (order by value)::float8 as p75,
      count(*) as samples
    from monitoring_web_vitals
    where created_at >= ${from} and created_at < ${before}
      and metric in (${sql.join(metrics)})
    group by grouping sets ((metric), (route, metric))
    order by grouping(route) desc, route, metric
  `.execute(db);
  return rows.map((row) => ({ ...row, samples: Number(row.samples) }));
}

export interface ErrorMessageCount {
  message: string;
  count: number;
  lastSeenAt: Date;
}

/** Errors (not warnings) stored in [from, before): the total and the most frequent messages. */
export async function countErrorsByMessage(
  db: Kysely<Database>,
  from: Date,
  before: Date,
  limit: number,
): Promise<{ total: number; messages: ErrorMessageCount[] }> {
  const inPeriod = db
    .selectFrom('monitoringErrors')
    .where('level', '=', 'error')
    .where('createdAt', '>=', from)
    .where('createdAt', '<', before);
  const [totalRow, messages] = await Promise.all([
    inPeriod.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    inPeriod
      .select(['message'])
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.max('createdAt').as('lastSeenAt'),
      ])
      .groupBy('message')
      .orderBy('count', 'desc')
      .orderBy('lastSeenAt', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    total: Number(totalRow.total),
    messages: messages.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

/** Per UTC day (YYYY-MM-DD) counts of the given error messages in [from, before). */
export async function countErrorMessagesByDay(
  db: Kysely<Database>,
  messages: readonly string[],
  from: Date,
  before: Date,
): Promise<{ message: string; period: string; count: number }[]> {
  if (messages.length === 0) {
    return [];
  }
  const period = sql<string>`to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('monitoringErrors')
    .select(['message', period.as('period')])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('level', '=', 'error')
    .where('message', 'in', messages)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', before)
    .groupBy(['message', 'period'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The newest error ids of each given message in [from, before), newest first. */
export async function listLatestErrorIds(
  db: Kysely<Database>,
  messages: readonly string[],
  from: Date,
  before: Date,
  perMessage: number,
): Promise<{ message: string; errorId: string }[]> {
  if (messages.length === 0) {
    return [];
  }
  const ranked = db
    .selectFrom('monitoringErrors')
    .select(['message', 'errorId', 'createdAt'])
    .select(
      sql<number>`row_number() over (partition by message order by created_at desc)`.as('rank'),
    )
    .where('level', '=', 'error')
    .where('errorId', 'is not', null)
    .where('message', 'in', messages)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', before)
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['message', 'errorId'])
    .where('rank', '<=', perMessage)
    .orderBy('message')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.flatMap((row) =>
    row.errorId ? [{ message: row.message, errorId: row.errorId }] : [],
  );
}
