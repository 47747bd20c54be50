import { adminScreensCopy } from '@phi/content';
import { Button, Spinner } from '@phi/ui';
import type { ReactNode } from 'react';

export function LoadingState({ label = adminScreensCopy.loading }: { label?: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} isLabelVisible />
    </div>
  );
}

/** A failed load: what went wrong (the API client's safe message) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-rose-500/50 bg-rose-950/40 p-5 text-rose-100"
    >
      <p className="font-semibold">{adminScreensCopy.loadFailed}</p>
      {detail ? <p className="text-sm">{detail}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {adminScreensCopy.retry}
      </Button>
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-700 px-6 py-12 text-center">
      <p className="text-slate-300">{message}</p>
      {children}
    </div>
  );
}
