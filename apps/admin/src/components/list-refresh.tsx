import { adminRefreshCopy } from '@phi/content';
import { Button } from '@phi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';

/**
 * A list's Refresh button and the sign that it is reloading (after a save, on returning to the
 * window, or on request), so staff see when what is on screen is being replaced
 * (docs/architecture.md#departures: admin lists refetch).
 */
export function ListRefresh({ query, list }: { query: UseQueryResult; list: string }) {
  const isRefreshing = query.isFetching && !query.isPending;
  return (
    <div className="flex items-center gap-3">
      <p role="status" aria-live="polite" className="text-sm text-sky-200">
        {isRefreshing ? adminRefreshCopy.refreshing : ''}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        aria-label={adminRefreshCopy.refreshLabel(list)}
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
