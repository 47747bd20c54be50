import { clsx } from 'clsx';

export interface SpinnerProps {
  /**
   * Read by screen readers. Leave it out when a visible heading or text beside the ring already
   * says what is happening: the ring is then decorative and nothing is announced twice.
   */
  label?: string;
  className?: string;
  /** Show the label next to the ring rather than only to assistive technology. */
  isLabelVisible?: boolean;
}

export function Spinner({ label, className, isLabelVisible = false }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className="size-6 animate-spin rounded-full border-2 border-slate-600 border-t-sky-400 motion-reduce:animate-none"
    />
  );
  if (label === undefined) {
    return <span className={clsx('inline-flex', className)}>{ring}</span>;
  }
  return (
    <span
      role="status"
      aria-live="polite"
      className={clsx('inline-flex items-center gap-3', className)}
    >
      {ring}
      <span className={isLabelVisible ? 'text-slate-200' : 'sr-only'}>{label}</span>
    </span>
  );
}
