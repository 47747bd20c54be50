import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone: the region is focusable and named so the keyboard
 * can scroll it (axe scrollable-region-focusable). `footer` stands under the table, inside the
 * region.
 */
export function ScrollTable({
  label,
  className,
  children,
  footer,
}: {
  label: string;
  className: string;
  /** The table's head and body. */
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section
      className={`overflow-x-auto ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">{children}</table>
      {footer}
    </section>
  );
}
