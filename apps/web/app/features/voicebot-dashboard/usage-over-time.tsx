import type { VoicebotUsage } from '@phi/contracts/public';
import { DailyBars } from './daily-bars.tsx';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { formatCost, formatDay, formatInteger, formatMinutes } from './usage-format.ts';

/** Tokens and cost per day as bars, with every day's figures in a table under them. */
export function UsageOverTime({ usage }: { usage: VoicebotUsage }) {
  return (
    <section aria-labelledby="dashboard-over-time">
      <h2 id="dashboard-over-time" className="text-lg font-semibold text-white">
        {copy.chartsHeading}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <DailyBars
          days={usage.daily}
          label={copy.tokensPerDay}
          pick={(day) => day.tokens}
          format={formatInteger}
          color="fill-sky-400"
        />
        <DailyBars
          days={usage.daily}
          label={copy.costPerDay}
          pick={(day) => day.cost_usd}
          format={formatCost}
          color="fill-emerald-400"
        />
      </div>
      <details className="mt-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4">
        <summary className="cursor-pointer text-sm font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-sky-400">
          {copy.dailyTable}
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-300">
            <thead className="text-slate-400">
              <tr>
                {[copy.day, copy.sessions, copy.minutes, copy.tokens, copy.cost].map((label) => (
                  <th key={label} scope="col" className="py-1 pr-4 font-medium last:pr-0">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {usage.daily.map((day) => (
                <tr key={day.date} className="border-t border-slate-800">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="py-1 pr-4">{formatInteger(day.sessions)}</td>
                  <td className="py-1 pr-4">{formatMinutes(day.minutes)}</td>
                  <td className="py-1 pr-4">{formatInteger(day.tokens)}</td>
                  <td className="py-1">{formatCost(day.cost_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
