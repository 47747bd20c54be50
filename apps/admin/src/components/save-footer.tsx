import { adminScreensCopy } from '@phi/content';
import { Button } from '@phi/ui';

/** An edit form's Cancel and submit buttons, with the failure of the last save. */
export function SaveFooter({
  isPending,
  error,
  onCancel,
  label,
}: {
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
        >
          {adminScreensCopy.saveFailed} {error.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {adminScreensCopy.cancel}
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? adminScreensCopy.saving : label}
        </Button>
      </div>
    </div>
  );
}
