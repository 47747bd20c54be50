import { adminRefreshCopy } from '@phi/content';
import { Button } from '@phi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';

/**
 * A list's Refresh button and the sign that it is reloading (after a save, on returning to the
 * window, or on request), so staff see when what is on screen is being replaced
 * (docs/architecture.md#departures: admin lists refetch).
 */
export function ListRefresh({ query, list }: { query: UseQueryResult; list: string }) {
  const isRefreshing = query.isFetching && !query.isPending;
  const descriptionId = useId();
  // Named "Refresh" alone and described by the list it reloads: a name holding the list's
  // name would also answer to lookups of the list by its label. Never disabled while loading,
  // so keyboard focus stays on it.
  return (
    <div className="flex items-center gap-3">
      <span id={descriptionId} hidden>
        {adminRefreshCopy.refreshLabel(list)}
      </span>
      <p role="status" aria-live="polite" className="text-sm text-sky-200">
        {isRefreshing ? adminRefreshCopy.refreshing : ''}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void query.refetch({ cancelRefetch: false })}
        aria-busy={isRefreshing}
        aria-describedby={descriptionId}
      >
        <RefreshCw
          aria-hidden="true"
          className={isRefreshing ? 'size-4 motion-safe:animate-spin' : 'size-4'}
        />
        {adminRefreshCopy.refresh}
      </Button>
    </div>
  );
}
