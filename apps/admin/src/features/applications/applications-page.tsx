import { adminScreensCopy } from '@phi/content';
import { buildCsvFileName } from '@phi/contracts';
import {
  type AdminApplication,
  type ApplicationFilters,
  buildApplicationListQuery,
  defaultApplicationFilters,
  matchesApplicationSearch,
} from '@phi/contracts/admin';
import { adminApplicationMessages, adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { ListPagination } from '../../components/list-pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-status.tsx';
import { downloadCsv, formatCsvDate } from '../../lib/csv-export.ts';
import { applicationFilterOptions } from '../../lib/labels.ts';
import { formatListTotal } from '../../lib/list-total.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { ApplicationEditDialog } from './application-edit-dialog.tsx';
import { ApplicationRow } from './application-row.tsx';
import { useApplications } from './applications-api.ts';
import { buildApplicationsCsv } from './applications-csv.ts';
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
  const { filters, page, hasFilters, setFilter, setPage, clearFilters } =
    useUrlFilters<ApplicationFilters>(defaultApplicationFilters);
  const applications = useApplications(buildApplicationListQuery(filters, page));
  const [editing, setEditing] = useState<AdminApplication | null>(null);
  const [viewing, setViewing] = useState<AdminApplication | null>(null);

  const rows = (applications.data?.applications ?? []).filter((application) =>
    matchesApplicationSearch(application, filters.search),
  );

  const exportRows = () => {
    downloadCsv(buildCsvFileName('applications', formatCsvDate()), buildApplicationsCsv(rows));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-white">{adminApplicationMessages.heading}</h2>
          <p className="mt-1 text-slate-400">{adminApplicationMessages.subheading}</p>
        </div>
        <Button variant="secondary" onClick={exportRows} disabled={rows.length === 0}>
          <Download aria-hidden="true" className="size-4" />
          {adminListMessages.exportCsv}
        </Button>
      </div>

      <ListFilters
        search={filters.search}
        searchPlaceholder={adminScreensCopy.searchApplications}
        selects={filterSelects}
        values={filters}
        onChange={setFilter}
        onClear={clearFilters}
        hasFilters={hasFilters}
      />

      {applications.isPending ? (
        <LoadingState />
      ) : applications.isError ? (
        <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-300" aria-live="polite">
            {adminApplicationMessages.showing(rows.length, formatListTotal(applications.data))}
          </p>
          {rows.length === 0 ? (
            <EmptyState
              message={
                hasFilters
                  ? adminApplicationMessages.emptyFiltered
                  : adminApplicationMessages.emptyNone
              }
            />
          ) : (
            <ul aria-label={adminScreensCopy.applicationsTable} className="flex flex-col gap-3">
              {rows.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  onEdit={setEditing}
                  onViewResume={setViewing}
                />
              ))}
            </ul>
          )}
          <ListPagination
            page={page}
            totalPages={applications.data.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      {editing ? (
        <ApplicationEditDialog application={editing} onClose={() => setEditing(null)} />
      ) : null}
      {viewing ? (
        <ResumeViewerDialog application={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
