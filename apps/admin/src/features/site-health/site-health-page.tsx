import { siteHealthCopy as copy } from '@phi/content';
import { siteHealthLimits, siteHealthQuerySchema } from '@phi/contracts/admin';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { RangeFilters } from '../../components/range-filters.tsx';
import { lastDaysRange } from '../../lib/date-range.ts';
import { useRangeFilters } from '../../lib/use-range-filters.ts';
import { ErrorsSection } from './errors-section.tsx';
import { useSiteHealth } from './site-health-api.ts';
import { VitalsSection } from './vitals-section.tsx';

/** The last defaultRangeDays UTC days up to `today`. */
export function defaultSiteHealthRange(today: Date): { startDate: string; endDate: string } {
  return lastDaysRange(today, siteHealthLimits.defaultRangeDays);
}

// Ours: /admin/site-health (docs/architecture.md#monitoring)
export function SiteHealthPage() {
  const range = useRangeFilters(() => defaultSiteHealthRange(new Date()), siteHealthQuerySchema);
  const siteHealth = useSiteHealth(range.query);

  return (
    <div className="flex flex-col gap-8">
      <RangeFilters subheading={copy.subheading} range={range} />
      {range.rangeError ? null : siteHealth.isPending ? (
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
