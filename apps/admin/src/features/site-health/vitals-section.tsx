import { siteHealthCopy as copy } from '@phi/content';
import type { WebVitalSummary } from '@phi/contracts/admin';
import {
  type WebVitalName,
  type WebVitalRating,
  webVitalNames,
  webVitalThresholds,
} from '@phi/contracts/public';

const ratingClasses: Record<WebVitalRating, string> = {
  good: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
  'needs-improvement': 'border-amber-400/40 bg-amber-400/10 text-amber-200',
  poor: 'border-rose-400/40 bg-rose-400/10 text-rose-200',
};

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** CLS is unitless (3 decimals); the others are milliseconds. */
export function formatVital(metric: WebVitalName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${numberFormat.format(value)} ms`;
}

export function RatingBadge({ rating }: { rating: WebVitalRating }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${ratingClasses[rating]}`}
    >
      {copy.ratings[rating]}
    </span>
  );
}

function OverallCard({ metric, summary }: { metric: WebVitalName; summary?: WebVitalSummary }) {
  const { good, poor } = webVitalThresholds[metric];
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <dt className="text-sm text-slate-400">
        <abbr
          title={copy.metricNames[metric]}
          className="font-semibold text-slate-200 no-underline"
        >
          {metric}
        </abbr>{' '}
        <span>{copy.metricNames[metric]}</span>
      </dt>
      <dd className="flex flex-col gap-2">
        {summary ? (
          <>
            <span data-testid={`vital-${metric}`} className="text-2xl font-bold text-white">
              {formatVital(metric, summary.p75)}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
              <RatingBadge rating={summary.rating} />
              {copy.samples(summary.samples)}
            </span>
          </>
        ) : (
          <span className="text-2xl font-bold text-slate-500">—</span>
        )}
        <span className="text-xs text-slate-400">
          {copy.thresholds(formatVital(metric, good), formatVital(metric, poor))}
        </span>
      </dd>
    </div>
  );
}

/** p75 over every page, then a table of each page's p75 per metric. */
export function VitalsSection({ vitals }: { vitals: readonly WebVitalSummary[] }) {
  const overall = new Map(
    vitals.filter((row) => row.route === null).map((row) => [row.metric, row]),
  );
  const routes = [...new Set(vitals.flatMap((row) => (row.route === null ? [] : [row.route])))];
  const cell = (route: string, metric: WebVitalName) =>
    vitals.find((row) => row.route === route && row.metric === metric);

  return (
    <section aria-labelledby="site-health-vitals" className="flex flex-col gap-4">
      <h3 id="site-health-vitals" className="text-xl font-bold text-white">
        {copy.vitalsHeading}
      </h3>
      {vitals.length === 0 ? (
        <p className="text-slate-400">{copy.noVitals}</p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
            {webVitalNames.map((metric) => (
              <OverallCard key={metric} metric={metric} summary={overall.get(metric)} />
            ))}
          </dl>
          {/* A scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on phones */}
          <div className="overflow-x-auto rounded-2xl border border-slate-800" tabIndex={0}>
            <table className="w-full text-left text-sm text-slate-300">
              <caption className="sr-only">{copy.vitalsHeading}</caption>
              <thead className="bg-slate-900/80 text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {copy.route}
                  </th>
                  {webVitalNames.map((metric) => (
                    <th key={metric} scope="col" className="px-4 py-2">
                      <abbr title={copy.metricNames[metric]} className="no-underline">
                        {metric}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {routes.map((route) => (
                  <tr key={route} className="border-t border-slate-800" data-testid="vitals-row">
                    <th scope="row" className="px-4 py-2 font-mono font-normal text-slate-200">
                      {route}
                    </th>
                    {webVitalNames.map((metric) => {
                      const summary = cell(route, metric);
                      return (
                        <td key={metric} className="px-4 py-2">
                          {summary ? (
                            <span className="flex flex-col items-start gap-1">
                              <span className="text-white">{formatVital(metric, summary.p75)}</span>
                              <RatingBadge rating={summary.rating} />
                              <span className="text-xs text-slate-400">
                                {copy.samples(summary.samples)}
                              </span>
                            </span>
                          ) : (
                            <span className="text-slate-500">—</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
