import { Button, cn } from '@phi/ui';

/** A form's submit button with the failure of the last submit, or a notice of its success. */
export function FormActions({
  label,
  pendingLabel,
  isPending,
  error,
  notice,
  className,
}: {
  label: string;
  pendingLabel: string;
  isPending: boolean;
  error: Error | null;
  notice: string | null;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-4', className)}>
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-rose-300">
          {error.message}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-emerald-300">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
