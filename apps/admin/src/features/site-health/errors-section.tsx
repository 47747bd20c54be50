import { siteHealthCopy as copy } from '@phi/content';
import type { SiteHealthResponse } from '@phi/contracts/admin';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';
import { type ChartSeries, SeriesChart } from '../analytics/series-chart.tsx';

const palette = ['#fb7185', '#fbbf24', '#38bdf8', '#a78bfa', '#34d399'] as const;
const chartedMessages = palette.length;
const maxLabelLength = 60;

function shorten(message: string): string {
  return message.length > maxLabelLength ? `${message.slice(0, maxLabelLength)}…` : message;
}

/** Errors per day of the most frequent messages, and each message's count and latest ids. */
export function ErrorsSection({ errors }: { errors: SiteHealthResponse['errors'] }) {
  const charted = errors.messages.slice(0, chartedMessages);
  const series: ChartSeries[] = charted.map((summary, index) => ({
    key: `m${index}`,
    label: shorten(summary.message),
    color: palette[index] ?? palette[0],
  }));
  const days = charted[0]?.byDay.map((day) => day.period) ?? [];
  const rows = days.map((period, dayIndex) => ({
    period,
    values: Object.fromEntries(
      charted.map((summary, index) => [`m${index}`, summary.byDay[dayIndex]?.count ?? 0]),
    ),
  }));

  return (
    <section aria-labelledby="site-health-errors" className="flex flex-col gap-4">
      <h3 id="site-health-errors" className="text-xl font-bold text-white">
        {copy.errorsHeading}
      </h3>
      <dl className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5 sm:max-w-xs">
        <dt className="text-sm text-slate-400">{copy.errorsTotal}</dt>
        <dd data-testid="errors-total" className="mt-1 text-3xl font-bold text-white">
          {errors.total}
        </dd>
      </dl>
      {errors.total === 0 ? (
        <p className="text-slate-400">{copy.noErrors}</p>
      ) : (
        <>
          <SeriesChart title={copy.errorsChart} series={series} rows={rows} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on phones */}
          <div className="overflow-x-auto rounded-2xl border border-slate-800" tabIndex={0}>
            <table className="w-full text-left text-sm text-slate-300">
              <caption className="sr-only">{copy.errorsHeading}</caption>
              <thead className="bg-slate-900/80 text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {copy.message}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {copy.count}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {copy.lastSeen}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {copy.latestErrorIds}
                  </th>
                </tr>
              </thead>
              <tbody>
                {errors.messages.map((summary) => (
                  <tr
                    key={summary.message}
                    className="border-t border-slate-800 align-top"
                    data-testid="error-row"
                  >
                    <th
                      scope="row"
                      className="max-w-md px-4 py-2 font-normal break-words text-white"
                    >
                      {summary.message}
                    </th>
                    <td className="px-4 py-2">{summary.count}</td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      {formatStaffDateTime(summary.lastSeenAt)}
                    </td>
                    <td className="px-4 py-2">
                      {summary.latestErrorIds.length > 0 ? (
                        <ul className="flex flex-col gap-1">
                          {summary.latestErrorIds.map((errorId) => (
                            <li key={errorId}>
                              <code className="font-mono text-xs text-sky-200">{errorId}</code>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-slate-400">{copy.noErrorIds}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.otherCount > 0 ? (
            <p className="text-sm text-slate-400">{copy.otherMessages(errors.otherCount)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
