import { adminScreensCopy } from '@phi/content';
import type { ReactNode } from 'react';
import { DateField } from './form-fields.tsx';

// Tailwind sees only whole class names, so each width is spelled out.
const layouts = {
  2: { grid: 'sm:grid-cols-2', error: 'sm:col-span-2' },
  3: { grid: 'sm:grid-cols-3', error: 'sm:col-span-3' },
} as const;

/**
 * A report screen's top (Site Health, Analytics): what the screen holds (the shell's header
 * already names it), then its filters with the start and end dates last and the period's error
 * under them, read out by both date inputs.
 */
export function RangeFilters({
  subheading,
  range,
  children,
}: {
  subheading: string;
  /** What useRangeFilters answered. */
  range: {
    filters: { startDate: string; endDate: string };
    setFilter: (key: 'startDate' | 'endDate', value: string) => void;
    rangeError: string | null;
    errorId: string;
  };
  /** At most one filter before the dates. */
  children?: ReactNode;
}) {
  const { filters, setFilter, rangeError, errorId } = range;
  const layout = layouts[children ? 3 : 2];
  const describedBy = rangeError ? errorId : undefined;
  return (
    <>
      <p className="text-slate-400">{subheading}</p>
      <section
        aria-label={adminScreensCopy.filters}
        className={`grid gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 ${layout.grid}`}
      >
        {children}
        <DateField
          label={adminScreensCopy.startDate}
          value={filters.startDate}
          describedBy={describedBy}
          onChange={(value) => setFilter('startDate', value)}
        />
        <DateField
          label={adminScreensCopy.endDate}
          value={filters.endDate}
          describedBy={describedBy}
          onChange={(value) => setFilter('endDate', value)}
        />
        {rangeError ? (
          <p id={errorId} role="alert" className={`text-sm text-rose-300 ${layout.error}`}>
            {rangeError}
          </p>
        ) : null}
      </section>
    </>
  );
}
