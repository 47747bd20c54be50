import { newsMessages } from '@phi/contracts/messages';
import { Button, type ButtonVariant, Spinner } from '@phi/ui';
import { RefreshCw } from 'lucide-react';
import { newsPageCopy } from './news-copy.ts';
import type { NewsRefreshState } from './use-news-refresh.ts';

/** Refresh News: disabled, with a spinner, while a refresh runs. */
export function RefreshNewsButton({
  state,
  onRefresh,
  variant,
}: {
  state: NewsRefreshState;
  onRefresh: () => void;
  variant: ButtonVariant;
}) {
  const isRunning = state.phase === 'running';
  return (
    <Button variant={variant} disabled={isRunning} onClick={onRefresh}>
      {isRunning ? (
        <Spinner className="[&>span]:size-4" />
      ) : (
        <RefreshCw aria-hidden="true" className="size-4" />
      )}
      {newsMessages.refreshNews}
    </Button>
  );
}

/**
 * What Refresh News is doing and how it ended. The polite region is always in the page, so
 * screen readers announce each change; a failure is an alert.
 */
export function RefreshNewsStatus({ state }: { state: NewsRefreshState }) {
  return (
    <>
      <p role="status" className="mt-4 text-sm text-slate-300 empty:mt-0">
        {state.phase === 'running' ? newsPageCopy.fetchingNews : null}
        {state.phase === 'done' ? state.message : null}
      </p>
      {state.phase === 'failed' ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-rose-900 bg-rose-950/40 px-4 py-3 text-sm text-rose-100"
        >
          {state.message}
        </p>
      ) : null}
    </>
  );
}
