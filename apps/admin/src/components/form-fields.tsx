import { cn } from '@phi/ui';
import { Search } from 'lucide-react';
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
  const errorId = useId();
  return (
    <LabelledField label={label} className={className}>
      {(id) => (
        <>
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
        </>
      )}
    </LabelledField>
  );
}

/** One select of a group: the value it edits, its label and its choices. */
export interface SelectSpec<Key extends string> {
  key: Key;
  label: string;
  options: readonly SelectOption[];
}

/** A row of selects over one record's values (list filters, an edit form's choices). */
export function SelectFields<Key extends string>({
  fields,
  values,
  errors = {},
  onChange,
}: {
  fields: readonly SelectSpec<Key>[];
  values: Record<Key, string>;
  errors?: Record<string, string>;
  onChange: (key: Key, value: string) => void;
}) {
  return fields.map((field) => (
    <SelectField
      key={field.key}
      label={field.label}
      options={field.options}
      value={values[field.key]}
      onChange={(event) => onChange(field.key, event.target.value)}
      error={errors[field.key]}
    />
  ));
}

/** A label above whatever control `children` renders with the id the label points at. */
export function LabelledField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled date (or date and time) input; `describedBy` points at a shared range error. */
export function DateField({
  label,
  type = 'date',
  value,
  onChange,
  min,
  max,
  describedBy,
}: {
  label: string;
  type?: 'date' | 'datetime-local';
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  describedBy?: string | undefined;
}) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          value={value}
          min={min}
          max={max}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`mt-1.5 ${inputClassName}`}
        />
      )}
    </LabelledField>
  );
}

/** A labelled search box with a magnifier icon. */
export function SearchField({
  label,
  value,
  placeholder,
  onChange,
  className,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <LabelledField label={label} className={className}>
      {(id) => (
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={id}
            type="search"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClassName} pl-9`}
          />
        </div>
      )}
    </LabelledField>
  );
}

/** A labelled block of long read-only text (a message or cover letter), shown as typed. */
export function ReadOnlyText({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-200">{label}</p>
      <p
        data-testid={testId}
        className="mt-1.5 max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-700 bg-slate-950/60 p-3 text-sm text-slate-200"
      >
        {children}
      </p>
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
  rows?: number;
  placeholder?: string;
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
  rows = 5,
  placeholder,
  maxLength,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  const errorId = useId();
  return (
    <LabelledField label={label}>
      {(id) => {
        const shared = {
          id,
          value,
          maxLength,
          placeholder,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        } as const;
        return (
          <>
            {isMultiline ? (
              <textarea
                {...shared}
                rows={rows}
                className={`mt-1.5 ${inputClassName} h-auto py-2`}
              />
            ) : (
              <input
                {...shared}
                type={type}
                autoComplete={autoComplete}
                className={`mt-1.5 ${inputClassName}`}
              />
            )}
            <FieldError id={errorId} message={error} />
          </>
        );
      }}
    </LabelledField>
  );
}
