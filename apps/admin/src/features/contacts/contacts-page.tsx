import { adminScreensCopy } from '@phi/content';
import { buildCsvFileName, formatCsvDate } from '@phi/contracts';
import {
  type AdminContact,
  buildContactExportQuery,
  buildContactListQuery,
  buildContactsCsv,
  type ContactFilters,
  defaultContactFilters,
} from '@phi/contracts/admin';
import { adminContactMessages } from '@phi/contracts/messages';
import { useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { ListLinkNotice, ListPageHeader, ListResults } from '../../components/list-page.tsx';
import { downloadCsv, useExportAllMatching } from '../../lib/csv-export.ts';
import { contactFilterOptions } from '../../lib/labels.ts';
import { matchesContactSearch } from '../../lib/local-search.ts';
import { toSearchParams } from '../../lib/search-params.ts';
import { useCheckedListFilters, useListLinkNotice } from '../../lib/use-checked-list-filters.ts';
import { ContactEditDialog } from './contact-edit-dialog.tsx';
import { ContactRow } from './contact-row.tsx';
import { useContacts, useMarkContactNotSpam } from './contacts-api.ts';

const filterSelects = [
  { key: 'status', label: adminScreensCopy.status, options: contactFilterOptions.status },
  { key: 'priority', label: adminScreensCopy.priority, options: contactFilterOptions.priority },
  { key: 'source', label: adminScreensCopy.source, options: contactFilterOptions.source },
  { key: 'assignedTo', label: adminScreensCopy.assignee, options: contactFilterOptions.assignedTo },
  { key: 'view', label: adminScreensCopy.contactsView, options: contactFilterOptions.view },
] as const;

// spec: chat-news-admin §2 (contacts), §4, §5, §7
export function ContactsPage() {
  const { filters, page, query, resetKeys, hasFilters, setFilter, setPage, clearFilters } =
    useCheckedListFilters<ContactFilters, ReturnType<typeof buildContactListQuery>>(
      defaultContactFilters,
      buildContactListQuery,
    );
  const contacts = useContacts(query);
  const linkNotice = useListLinkNotice({ page, resetKeys, answer: contacts.data, setPage });
  const [editing, setEditing] = useState<AdminContact | null>(null);
  const notSpam = useMarkContactNotSpam();

  const rows = (contacts.data?.contacts ?? []).filter((contact) =>
    matchesContactSearch(contact, filters.search),
  );

  const exportRows = () => {
    downloadCsv(buildCsvFileName('contacts', formatCsvDate()), buildContactsCsv(rows));
  };
  const exportAll = useExportAllMatching(
    `/contacts/export?${toSearchParams(buildContactExportQuery(filters)).toString()}`,
    () => buildCsvFileName('contacts', formatCsvDate()),
  );

  return (
    <div className="flex flex-col gap-6">
      <ListPageHeader
        heading={adminContactMessages.heading}
        subheading={adminContactMessages.subheading}
        onExport={exportRows}
        canExport={rows.length > 0}
        exportAll={{
          onExport: () => exportAll.mutate(),
          isPending: exportAll.isPending,
          isError: exportAll.isError,
        }}
      />

      <ListFilters
        search={filters.search}
        searchPlaceholder={adminScreensCopy.searchContacts}
        selects={filterSelects}
        values={filters}
        onChange={setFilter}
        onClear={clearFilters}
        hasFilters={hasFilters}
      />

      {notSpam.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {adminScreensCopy.notSpamFailed}
        </p>
      ) : null}

      <ListLinkNotice notice={linkNotice} />

      <ListResults
        query={contacts}
        showing={adminContactMessages.showing}
        rowCount={rows.length}
        emptyMessage={
          hasFilters ? adminContactMessages.emptyFiltered : adminContactMessages.emptyNone
        }
        label={adminScreensCopy.contactsTable}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((contact) => (
          <ContactRow
            key={contact.id}
            contact={contact}
            onEdit={setEditing}
            onNotSpam={(spam) => notSpam.mutate(spam.id)}
            isMovingOut={notSpam.isPending && notSpam.variables === contact.id}
          />
        ))}
      </ListResults>

      {editing ? <ContactEditDialog contact={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
