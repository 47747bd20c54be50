import type { VoicebotUsageDay } from '@phi/contracts/public';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { formatDay } from './usage-format.ts';

// A small bar chart in plain SVG (no chart library in apps/web): one bar per day, summarised
// for screen readers in its label; the exact figures are in the daily table beside it.

const width = 300;
const height = 80;

export function DailyBars({
  days,
  label,
  pick,
  format,
  color,
}: {
  days: readonly VoicebotUsageDay[];
  label: string;
  pick: (day: VoicebotUsageDay) => number;
  format: (value: number) => string;
  color: string;
}) {
  const values = days.map(pick);
  const peak = Math.max(0, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peakIndex = values.indexOf(peak);
  const summary =
    peak === 0
      ? copy.chartEmpty(label)
      : copy.chartSummary(
          label,
          format(total),
          format(peak),
          formatDay(days[peakIndex]?.date ?? ''),
        );
  const slot = width / Math.max(1, days.length);
  return (
    <figure className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <figcaption className="text-sm font-medium text-slate-200">{label}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-3 h-24 w-full"
        role="img"
        aria-label={summary}
      >
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-slate-700" />
        {values.map((value, index) => {
          const barHeight = peak === 0 ? 0 : Math.max(value > 0 ? 1 : 0, (value / peak) * height);
          return (
            <rect
              key={days[index]?.date}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              className={color}
            />
          );
        })}
      </svg>
      <p className="mt-2 text-xs text-slate-400">{summary}</p>
    </figure>
  );
}
