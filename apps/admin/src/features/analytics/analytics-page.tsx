import {
  adminScreensCopy,
  applicationStatusLabels,
  contactSourceLabels,
  contactStatusLabels,
} from '@phi/content';
import { applicationStatuses, contactSources, contactStatuses } from '@phi/contracts';
import {
  type AnalyticsQuery,
  type AnalyticsResponse,
  analyticsIntervals,
  analyticsQuerySchema,
  defaultAnalyticsInterval,
} from '@phi/contracts/admin';
import { SelectField } from '../../components/form-fields.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { RangeFilters } from '../../components/range-filters.tsx';
import { useRangeFilters } from '../../lib/use-range-filters.ts';
import { useAnalytics } from './analytics-api.ts';
import { defaultAnalyticsRange } from './analytics-range.ts';
import { type ChartSeries, SeriesChart } from './series-chart.tsx';

const palette = ['#38bdf8', '#fbbf24', '#a78bfa', '#34d399', '#fb7185'] as const;

function toSeries<Key extends string>(
  keys: readonly Key[],
  labels: Record<Key, string>,
): ChartSeries[] {
  return keys.map((key, index) => ({
    key,
    label: labels[key],
    color: palette[index % palette.length] ?? palette[0],
  }));
}

const contactStatusSeries = toSeries(contactStatuses, contactStatusLabels);
const contactSourceSeries = toSeries(contactSources, contactSourceLabels);
const applicationStatusSeries = toSeries(applicationStatuses, applicationStatusLabels);
const analyticsCopy = adminScreensCopy.analytics;
const intervalOptions = analyticsIntervals.map((value) => ({
  value,
  label: analyticsCopy.intervals[value],
}));

function toRows<Bucket extends { period: string }>(
  buckets: readonly Bucket[],
  values: (bucket: Bucket) => Record<string, number>,
) {
  return buckets.map((bucket) => ({ period: bucket.period, values: values(bucket) }));
}

// Each total card and chart names its copy and where its numbers sit in the answer.
const totals = [
  {
    testId: 'analytics-contacts-total',
    label: analyticsCopy.contactsTotal,
    total: (data: AnalyticsResponse) => data.contacts.total,
  },
  {
    testId: 'analytics-applications-total',
    label: analyticsCopy.applicationsTotal,
    total: (data: AnalyticsResponse) => data.applications.total,
  },
] as const;

const charts = [
  {
    title: analyticsCopy.contactsByStatus,
    series: contactStatusSeries,
    rows: (data: AnalyticsResponse) => toRows(data.contacts.series, (bucket) => bucket.byStatus),
  },
  {
    title: analyticsCopy.contactsBySource,
    series: contactSourceSeries,
    rows: (data: AnalyticsResponse) => toRows(data.contacts.series, (bucket) => bucket.bySource),
  },
  {
    title: analyticsCopy.applicationsByStatus,
    series: applicationStatusSeries,
    rows: (data: AnalyticsResponse) =>
      toRows(data.applications.series, (bucket) => bucket.byStatus),
  },
] as const;

function Charts({ data }: { data: AnalyticsResponse }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {totals.map((card) => (
          <div
            key={card.testId}
            className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
          >
            <dt className="text-sm text-slate-400">{card.label}</dt>
            <dd data-testid={card.testId} className="mt-1 text-3xl font-bold text-white">
              {card.total(data)}
            </dd>
          </div>
        ))}
      </dl>
      {data.contacts.total === 0 && data.applications.total === 0 ? (
        <p className="text-slate-400">{analyticsCopy.empty}</p>
      ) : null}
      {charts.map((chart) => (
        <SeriesChart
          key={chart.title}
          title={chart.title}
          series={chart.series}
          rows={chart.rows(data)}
        />
      ))}
    </div>
  );
}

// Ours: /admin/analytics, linked from the spec's dashboard (docs/architecture.md#departures, 5)
export function AnalyticsPage() {
  // Plain text: the URL may hold any value, and the query schema judges it.
  const range = useRangeFilters<
    Record<'interval' | 'startDate' | 'endDate', string>,
    AnalyticsQuery
  >(
    () => ({ interval: defaultAnalyticsInterval, ...defaultAnalyticsRange(new Date()) }),
    analyticsQuerySchema,
  );
  const analytics = useAnalytics(range.query);

  return (
    <div className="flex flex-col gap-6">
      <RangeFilters subheading={analyticsCopy.subheading} range={range}>
        <SelectField
          label={analyticsCopy.interval}
          options={intervalOptions}
          value={range.filters.interval}
          onChange={(event) => range.setFilter('interval', event.target.value)}
        />
      </RangeFilters>
      {range.rangeError ? null : analytics.isPending ? (
        <LoadingState />
      ) : analytics.isError ? (
        <ErrorState error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <Charts data={analytics.data} />
      )}
    </div>
  );
}
