import { adminScreensCopy } from '@phi/content';
import { buildCsvFileName, formatCsvDate } from '@phi/contracts';
import {
  type AdminApplication,
  type ApplicationFilters,
  buildApplicationExportQuery,
  buildApplicationListQuery,
  buildApplicationsCsv,
  defaultApplicationFilters,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { ListLinkNotice, ListPageHeader, ListResults } from '../../components/list-page.tsx';
import { downloadCsv, useExportAllMatching } from '../../lib/csv-export.ts';
import { applicationFilterOptions } from '../../lib/labels.ts';
import { matchesApplicationSearch } from '../../lib/local-search.ts';
import { toSearchParams } from '../../lib/search-params.ts';
import { useCheckedListFilters, useListLinkNotice } from '../../lib/use-checked-list-filters.ts';
import { ApplicationDetailDialog } from './application-detail-dialog.tsx';
import { ApplicationEditDialog } from './application-edit-dialog.tsx';
import { ApplicationRow } from './application-row.tsx';
import { useApplications } from './applications-api.ts';
import { ResumeViewerDialog } from './resume-viewer-dialog.tsx';

const filterSelects = [
  { key: 'status', label: adminScreensCopy.status, options: applicationFilterOptions.status },
  { key: 'priority', label: adminScreensCopy.priority, options: applicationFilterOptions.priority },
  { key: 'rating', label: adminScreensCopy.rating, options: applicationFilterOptions.rating },
  {
    key: 'assignedTo',
    label: adminScreensCopy.assignee,
    options: applicationFilterOptions.assignedTo,
  },
] as const;

// spec: chat-news-admin §2 (applications), §4, §5, §7
export function ApplicationsPage() {
  const { filters, page, query, resetKeys, hasFilters, setFilter, setPage, clearFilters } =
    useCheckedListFilters<ApplicationFilters, ReturnType<typeof buildApplicationListQuery>>(
      defaultApplicationFilters,
      buildApplicationListQuery,
    );
  const applications = useApplications(query);
  const linkNotice = useListLinkNotice({ page, resetKeys, answer: applications.data, setPage });
  const [editing, setEditing] = useState<AdminApplication | null>(null);
  const [viewing, setViewing] = useState<AdminApplication | null>(null);
  const [detailed, setDetailed] = useState<AdminApplication | null>(null);

  const rows = (applications.data?.applications ?? []).filter((application) =>
    matchesApplicationSearch(application, filters.search),
  );

  const exportRows = () => {
    downloadCsv(buildCsvFileName('applications', formatCsvDate()), buildApplicationsCsv(rows));
  };
  const exportAll = useExportAllMatching(
    `/applications/export?${toSearchParams(buildApplicationExportQuery(filters)).toString()}`,
    () => buildCsvFileName('applications', formatCsvDate()),
  );

  return (
    <div className="flex flex-col gap-6">
      <ListPageHeader
        heading={adminApplicationMessages.heading}
        subheading={adminApplicationMessages.subheading}
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
        searchPlaceholder={adminScreensCopy.searchApplications}
        selects={filterSelects}
        values={filters}
        onChange={setFilter}
        onClear={clearFilters}
        hasFilters={hasFilters}
      />

      <ListLinkNotice notice={linkNotice} />

      <ListResults
        query={applications}
        showing={adminApplicationMessages.showing}
        rowCount={rows.length}
        emptyMessage={
          hasFilters ? adminApplicationMessages.emptyFiltered : adminApplicationMessages.emptyNone
        }
        label={adminScreensCopy.applicationsTable}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((application) => (
          <ApplicationRow
            key={application.id}
            application={application}
            onEdit={setEditing}
            onViewResume={setViewing}
            onViewDetails={setDetailed}
          />
        ))}
      </ListResults>

      {editing ? (
        <ApplicationEditDialog application={editing} onClose={() => setEditing(null)} />
      ) : null}
      {viewing ? (
        <ResumeViewerDialog application={viewing} onClose={() => setViewing(null)} />
      ) : null}
      {detailed ? (
        <ApplicationDetailDialog application={detailed} onClose={() => setDetailed(null)} />
      ) : null}
    </div>
  );
}
