import { adminScreensCopy } from '@phi/content';
import { buildCsvFileName } from '@phi/contracts';
import {
  type AdminContact,
  buildContactListQuery,
  type ContactFilters,
  defaultContactFilters,
  matchesContactSearch,
} from '@phi/contracts/admin';
import { adminContactMessages, adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { ListPagination } from '../../components/list-pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-status.tsx';
import { downloadCsv, formatCsvDate } from '../../lib/csv-export.ts';
import { contactFilterOptions } from '../../lib/labels.ts';
import { formatListTotal } from '../../lib/list-total.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { ContactEditDialog } from './contact-edit-dialog.tsx';
import { ContactRow } from './contact-row.tsx';
import { useContacts } from './contacts-api.ts';
import { buildContactsCsv } from './contacts-csv.ts';

const filterSelects = [
  { key: 'status', label: adminScreensCopy.status, options: contactFilterOptions.status },
  { key: 'priority', label: adminScreensCopy.priority, options: contactFilterOptions.priority },
  { key: 'source', label: adminScreensCopy.source, options: contactFilterOptions.source },
  { key: 'assignedTo', label: adminScreensCopy.assignee, options: contactFilterOptions.assignedTo },
] as const;

// spec: chat-news-admin §2 (contacts), §4, §5, §7
export function ContactsPage() {
  const { filters, page, hasFilters, setFilter, setPage, clearFilters } =
    useUrlFilters<ContactFilters>(defaultContactFilters);
  const contacts = useContacts(buildContactListQuery(filters, page));
  const [editing, setEditing] = useState<AdminContact | null>(null);

  const rows = (contacts.data?.contacts ?? []).filter((contact) =>
    matchesContactSearch(contact, filters.search),
  );

  const exportRows = () => {
    downloadCsv(buildCsvFileName('contacts', formatCsvDate()), buildContactsCsv(rows));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-white">{adminContactMessages.heading}</h2>
          <p className="mt-1 text-slate-400">{adminContactMessages.subheading}</p>
        </div>
        <Button variant="secondary" onClick={exportRows} disabled={rows.length === 0}>
          <Download aria-hidden="true" className="size-4" />
          {adminListMessages.exportCsv}
        </Button>
      </div>

      <ListFilters
        search={filters.search}
        searchPlaceholder={adminScreensCopy.searchContacts}
        selects={filterSelects}
        values={filters}
        onChange={setFilter}
        onClear={clearFilters}
        hasFilters={hasFilters}
      />

      {contacts.isPending ? (
        <LoadingState />
      ) : contacts.isError ? (
        <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-300" aria-live="polite">
            {adminContactMessages.showing(rows.length, formatListTotal(contacts.data))}
          </p>
          {rows.length === 0 ? (
            <EmptyState
              message={
                hasFilters ? adminContactMessages.emptyFiltered : adminContactMessages.emptyNone
              }
            />
          ) : (
            <ul aria-label={adminScreensCopy.contactsTable} className="flex flex-col gap-3">
              {rows.map((contact) => (
                <ContactRow key={contact.id} contact={contact} onEdit={setEditing} />
              ))}
            </ul>
          )}
          <ListPagination
            page={page}
            totalPages={contacts.data.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      {editing ? <ContactEditDialog contact={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
