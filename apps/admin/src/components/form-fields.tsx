import { cn } from '@phi/ui';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export const inputClassName =
  'block h-10 w-full rounded-lg border border-slate-600 bg-slate-950 px-3 text-sm text-slate-100 placeholder:text-slate-500 aria-[invalid=true]:border-rose-400';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
}

/** A labelled select; an error is announced and tied to the control. */
export function SelectField({ label, options, error, className, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn('mt-1.5', inputClassName)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1.5 text-sm text-rose-300">
      {message}
    </p>
  ) : null;
}

/** A read-only label and value pair of a detail view. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-100">{children}</dd>
    </div>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isMultiline?: boolean;
  maxLength: number;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A labelled text input or textarea; an error is announced and tied to the control. */
export function TextField({
  label,
  value,
  onChange,
  error,
  isMultiline = false,
  maxLength,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const shared = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {isMultiline ? (
        <textarea
          {...shared}
          rows={5}
          onChange={(event) => onChange(event.target.value)}
          className={`mt-1.5 ${inputClassName} h-auto py-2`}
        />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          className={`mt-1.5 ${inputClassName}`}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
