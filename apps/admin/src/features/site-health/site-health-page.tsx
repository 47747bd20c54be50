import { adminScreensCopy, siteHealthCopy as copy } from '@phi/content';
import { dayMs, siteHealthLimits, siteHealthQuerySchema } from '@phi/contracts/admin';
import { useId, useState } from 'react';
import { DateField } from '../../components/form-fields.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { ErrorsSection } from './errors-section.tsx';
import { useSiteHealth } from './site-health-api.ts';
import { VitalsSection } from './vitals-section.tsx';

/** The last defaultRangeDays UTC days up to `today`. */
export function defaultSiteHealthRange(today: Date): { startDate: string; endDate: string } {
  const endDate = today.toISOString().slice(0, 10);
  const start = new Date(Date.parse(endDate) - (siteHealthLimits.defaultRangeDays - 1) * dayMs);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

// Ours: /admin/site-health (docs/architecture.md#monitoring)
export function SiteHealthPage() {
  const [defaults] = useState(() => defaultSiteHealthRange(new Date()));
  const { filters, setFilter } = useUrlFilters(defaults);
  const parsed = siteHealthQuerySchema.safeParse(filters);
  const siteHealth = useSiteHealth(parsed.success ? parsed.data : null);
  const errorId = useId();
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-400">{copy.subheading}</p>
      <section
        aria-label={adminScreensCopy.filters}
        className="grid gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2"
      >
        <DateField
          label={adminScreensCopy.startDate}
          value={filters.startDate}
          describedBy={rangeError ? errorId : undefined}
          onChange={(value) => setFilter('startDate', value)}
        />
        <DateField
          label={adminScreensCopy.endDate}
          value={filters.endDate}
          describedBy={rangeError ? errorId : undefined}
          onChange={(value) => setFilter('endDate', value)}
        />
        {rangeError ? (
          <p id={errorId} role="alert" className="text-sm text-rose-300 sm:col-span-2">
            {rangeError}
          </p>
        ) : null}
      </section>
      {rangeError ? null : siteHealth.isPending ? (
        <LoadingState />
      ) : siteHealth.isError ? (
        <ErrorState error={siteHealth.error} onRetry={() => void siteHealth.refetch()} />
      ) : (
        <>
          <VitalsSection vitals={siteHealth.data.vitals} />
          <ErrorsSection errors={siteHealth.data.errors} />
        </>
      )}
    </div>
  );
}
