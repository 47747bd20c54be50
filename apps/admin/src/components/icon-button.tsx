import { cn } from '@phi/ui';
import type { LucideIcon } from 'lucide-react';

/** A square icon-only button; `label` is its accessible name. */
export function IconButton({
  label,
  icon: Icon,
  onClick,
  className,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
