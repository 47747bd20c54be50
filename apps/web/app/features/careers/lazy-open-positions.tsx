import { lazy, Suspense } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { JobPlaceholders, OpenPositionsFrame } from './open-positions-frame.tsx';

// The list and React Query load once the island has hydrated (open-positions.island.tsx): the
// page's own JavaScript stays without them (docs/architecture.md#quality-targets).
const OpenPositions = lazy(() =>
  import('./open-positions.tsx').then((module) => ({ default: module.OpenPositionsWithQuery })),
);

/**
 * The open positions section: the placeholders in the prerendered HTML (a list with a Refresh
 * button and no handler would be worse) and while the list's code loads, then the list, which
 * fetches the jobs in the browser.
 */
export function LazyOpenPositions() {
  const isHydrated = useIsHydrated();
  const placeholders = (
    <OpenPositionsFrame isBusy>
      <JobPlaceholders />
    </OpenPositionsFrame>
  );
  if (!isHydrated) {
    return placeholders;
  }
  return (
    <Suspense fallback={placeholders}>
      <OpenPositions />
    </Suspense>
  );
}
