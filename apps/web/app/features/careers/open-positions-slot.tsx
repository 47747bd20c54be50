import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { OpenPositionsWithQuery } from './open-positions.tsx';
import { JobPlaceholders, OpenPositionsFrame } from './open-positions-frame.tsx';

// The list and React Query are in the island's own chunk (open-positions.island.tsx), loaded
// from the visitor's first input on: the page's JavaScript before input stays without them
// (docs/architecture.md#islands).

/**
 * The open positions section: the placeholders in the prerendered HTML (a list with a Refresh
 * button and no handler would be worse) until the island has hydrated, then the list, which
 * fetches the jobs in the browser.
 */
export function OpenPositionsSlot() {
  const isHydrated = useIsHydrated();
  if (!isHydrated) {
    return (
      <OpenPositionsFrame isBusy>
        <JobPlaceholders />
      </OpenPositionsFrame>
    );
  }
  return <OpenPositionsWithQuery />;
}
