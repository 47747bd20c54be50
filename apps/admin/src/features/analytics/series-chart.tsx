import { adminScreensCopy } from '@phi/content';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartRow {
  period: string;
  values: Record<string, number>;
}

interface SeriesChartProps {
  title: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
}

const axisColor = '#94a3b8';

/**
 * Stacked bars of one count per period and category, with the same numbers in a table that
 * screen readers and keyboard users can read (a chart alone is a picture).
 */
export function SeriesChart({ title, series, rows }: SeriesChartProps) {
  const data = rows.map((row) => ({ period: row.period, ...row.values }));
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <h3 className="text-lg font-bold text-white">{title}</h3>
      {/* The picture is hidden from assistive technology, so nothing in it may take focus
          (axe aria-hidden-focus): recharts' keyboard layer is off and the box is inert. The
          table below carries the numbers. */}
      <div className="mt-4 h-72" aria-hidden="true" inert>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid stroke="#1e293b" vertical={false} />
            <XAxis dataKey="period" stroke={axisColor} fontSize={12} />
            <YAxis allowDecimals={false} stroke={axisColor} fontSize={12} />
            <Tooltip
              contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
              cursor={{ fill: '#1e293b' }}
            />
            <Legend />
            {series.map((item) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.label}
                stackId="total"
                fill={item.color}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-4 text-sm text-slate-300">
        <summary className="cursor-pointer text-sky-200">
          {adminScreensCopy.analytics.showTable}
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {adminScreensCopy.analytics.period}
                </th>
                {series.map((item) => (
                  <th key={item.key} scope="col" className="py-1 pr-4">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.period} className="border-t border-slate-800">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {row.period}
                  </th>
                  {series.map((item) => (
                    <td key={item.key} className="py-1 pr-4">
                      {row.values[item.key] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
