import { adminScreensCopy } from '@phi/content';
import { adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { useEffect, useState } from 'react';
import { DateField, SearchField, SelectFields, type SelectSpec } from './form-fields.tsx';

// Typing is sent to the URL (and so to the API) once the user pauses.
const searchDelayMs = 300;

interface ListFiltersProps<Key extends string> {
  search: string;
  searchPlaceholder: string;
  selects: readonly SelectSpec<Key>[];
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
      <SearchField
        className="sm:col-span-2"
        label={adminScreensCopy.search}
        value={searchText}
        placeholder={searchPlaceholder}
        onChange={setSearchText}
      />
      <SelectFields fields={selects} values={values} onChange={onChange} />
      <DateField
        label={adminScreensCopy.startDate}
        value={values.startDate}
        max={values.endDate || undefined}
        onChange={(value) => onChange('startDate', value)}
      />
      <DateField
        label={adminScreensCopy.endDate}
        value={values.endDate}
        min={values.startDate || undefined}
        onChange={(value) => onChange('endDate', value)}
      />
      <div className="flex items-end">
        <Button variant="secondary" onClick={onClear} disabled={!hasFilters} className="w-full">
          {adminListMessages.clearFilters}
        </Button>
      </div>
    </section>
  );
}
