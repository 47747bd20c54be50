import { adminScreensCopy } from '@phi/content';
import { adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClassName, SelectField, type SelectOption } from './form-fields.tsx';

// Typing is sent to the URL (and so to the API) once the user pauses.
const searchDelayMs = 300;

export interface FilterSelect<Key extends string> {
  key: Key;
  label: string;
  options: readonly SelectOption[];
}

interface ListFiltersProps<Key extends string> {
  search: string;
  searchPlaceholder: string;
  selects: readonly FilterSelect<Key>[];
  values: Record<Key | 'startDate' | 'endDate', string>;
  onChange: (key: Key | 'search' | 'startDate' | 'endDate', value: string) => void;
  onClear: () => void;
  hasFilters: boolean;
}

// spec: chat-news-admin §2, the filters of the contacts and applications screens
export function ListFilters<Key extends string>({
  search,
  searchPlaceholder,
  selects,
  values,
  onChange,
  onClear,
  hasFilters,
}: ListFiltersProps<Key>) {
  const [searchText, setSearchText] = useState(search);
  const ids = { search: useId(), start: useId(), end: useId() };

  // Clear Filters, or the back button, changes the URL: the box follows it.
  useEffect(() => setSearchText(search), [search]);

  useEffect(() => {
    if (searchText === search) {
      return;
    }
    const timer = window.setTimeout(() => onChange('search', searchText), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText, search, onChange]);

  return (
    <section
      aria-label={adminScreensCopy.filters}
      className="grid gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor={ids.search} className="text-sm font-medium text-slate-200">
          {adminScreensCopy.search}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={ids.search}
            type="search"
            value={searchText}
            placeholder={searchPlaceholder}
            onChange={(event) => setSearchText(event.target.value)}
            className={`${inputClassName} pl-9`}
          />
        </div>
      </div>
      {selects.map((select) => (
        <SelectField
          key={select.key}
          label={select.label}
          options={select.options}
          value={values[select.key]}
          onChange={(event) => onChange(select.key, event.target.value)}
        />
      ))}
      <div>
        <label htmlFor={ids.start} className="text-sm font-medium text-slate-200">
          {adminScreensCopy.startDate}
        </label>
        <input
          id={ids.start}
          type="date"
          value={values.startDate}
          max={values.endDate || undefined}
          onChange={(event) => onChange('startDate', event.target.value)}
          className={`mt-1.5 ${inputClassName}`}
        />
      </div>
      <div>
        <label htmlFor={ids.end} className="text-sm font-medium text-slate-200">
          {adminScreensCopy.endDate}
        </label>
        <input
          id={ids.end}
          type="date"
          value={values.endDate}
          min={values.startDate || undefined}
          onChange={(event) => onChange('endDate', event.target.value)}
          className={`mt-1.5 ${inputClassName}`}
        />
      </div>
      <div className="flex items-end">
        <Button variant="secondary" onClick={onClear} disabled={!hasFilters} className="w-full">
          {adminListMessages.clearFilters}
        </Button>
      </div>
    </section>
  );
}
