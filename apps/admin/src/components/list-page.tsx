import { adminScreensCopy } from '@phi/content';
import { adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatListTotal } from '../lib/list-total.ts';
import { ListPagination } from './list-pagination.tsx';
import { ListRefresh } from './list-refresh.tsx';
import { EmptyState, ErrorState, LoadingState } from './query-status.tsx';

/**
 * A list screen's heading with its CSV export of the rows on screen (spec) and, ours, the
 * export of every row the filters match, which the admin API streams.
 */
export function ListPageHeader({
  heading,
  subheading,
  onExport,
  canExport,
  exportAll,
}: {
  heading: string;
  subheading: string;
  onExport: () => void;
  canExport: boolean;
  exportAll: { onExport: () => void; isPending: boolean; isError: boolean };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-2xl font-bold text-white">{heading}</h2>
        <p className="mt-1 text-slate-400">{subheading}</p>
      </div>
      <div className="flex flex-col items-end gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onExport} disabled={!canExport}>
            <Download aria-hidden="true" className="size-4" />
            {adminListMessages.exportCsv}
          </Button>
          <Button
            variant="secondary"
            onClick={exportAll.onExport}
            disabled={!canExport || exportAll.isPending}
          >
            <Download aria-hidden="true" className="size-4" />
            {exportAll.isPending
              ? adminScreensCopy.exportingAll
              : adminScreensCopy.exportAllMatching}
          </Button>
        </div>
        {exportAll.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            {adminScreensCopy.exportAllFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface ListPage {
  total: number;
  isTotalCapped: boolean;
  totalPages: number;
}

interface ListResultsProps<Data extends ListPage> {
  query: UseQueryResult<Data>;
  /** The count line from the rows shown and the (maybe capped) total. */
  showing: (shown: number, total: number | string) => string;
  rowCount: number;
  emptyMessage: string;
  label: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The rows, each an <li>. */
  children: ReactNode;
}

// spec: chat-news-admin §2, §4: loading, failure with retry, count line, empty state, pages
export function ListResults<Data extends ListPage>({
  query,
  showing,
  rowCount,
  emptyMessage,
  label,
  page,
  onPageChange,
  children,
}: ListResultsProps<Data>) {
  if (query.isPending) {
    return <LoadingState />;
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300" aria-live="polite">
          {showing(rowCount, formatListTotal(query.data))}
        </p>
        <ListRefresh query={query} list={label} />
      </div>
      {rowCount === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul aria-label={label} className="flex flex-col gap-3">
          {children}
        </ul>
      )}
      <ListPagination page={page} totalPages={query.data.totalPages} onPageChange={onPageChange} />
    </>
  );
}

/** Above a list opened from a link it could not follow as written (useListLinkNotice). */
export function ListLinkNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <p
      role="status"
      className="rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-100"
    >
      {notice}
    </p>
  ) : null;
}
