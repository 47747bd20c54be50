import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FormFieldProps {
  label: string;
  /** The message shown under the control and read with it (aria-describedby). */
  error?: string | undefined;
  hint?: string;
  /** Marks the label "(optional)"; every other field is required. */
  optionalLabel?: string;
  className?: string;
  /**
   * The control's id, for a field inside an island: useId counts from the island's own root in
   * the browser and from the page's at prerender (docs/architecture.md#islands).
   */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const controlClassName =
  'mt-1.5 block w-full rounded-lg border bg-slate-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** A labelled control with its hint and its error, wired for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  optionalLabel,
  className,
  children,
  id: fixedId,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
        {optionalLabel ? (
          <span className="ml-1 font-normal text-slate-400">{optionalLabel}</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy,
        className: `${controlClassName} ${error ? 'border-rose-500' : 'border-slate-700'}`,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One titled section of the application form. */
export function FormSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-white">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
