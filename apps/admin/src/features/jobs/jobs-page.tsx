import { adminScreensCopy } from '@phi/content';
import type { AdminJob as Job } from '@phi/contracts/admin';
import { adminJobMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { SearchField } from '../../components/form-fields.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { ListRefresh } from '../../components/list-refresh.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-status.tsx';
import { joinFacts } from '../../lib/join-facts.ts';
import { matchesJobSearch } from '../../lib/local-search.ts';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { DeleteJobDialog } from './delete-job-dialog.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';
import { useJobs } from './jobs-api.ts';

const searchDefaults = { search: '' };

type Editing = { mode: 'create' } | { mode: 'edit'; job: Job } | null;

// spec: chat-news-admin §2 (job postings), §4, §5, §8
export function JobsPage() {
  const jobs = useJobs();
  const { filters, setFilter } = useUrlFilters(searchDefaults);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);

  const all = jobs.data?.jobs ?? [];
  const shown = all.filter((job) => matchesJobSearch(job, filters.search));
  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchField
          className="w-full max-w-md"
          label={adminScreensCopy.search}
          value={filters.search}
          placeholder={adminScreensCopy.searchJobs}
          onChange={(value) => setFilter('search', value)}
        />
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {adminJobMessages.addNewJob}
        </Button>
      </div>

      {jobs.isPending ? (
        <LoadingState />
      ) : jobs.isError ? (
        <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-300" aria-live="polite">
              {adminJobMessages.countLine(shown.length, all.length)}
            </p>
            <ListRefresh query={jobs} list={adminScreensCopy.jobsTable} />
          </div>
          {all.length === 0 ? (
            <EmptyState message={adminJobMessages.emptyNone}>
              <Button onClick={openCreate}>{adminJobMessages.createFirst}</Button>
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState message={adminJobMessages.emptyFiltered} />
          ) : (
            <ul aria-label={adminScreensCopy.jobsTable} className="flex flex-col gap-3">
              {shown.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-white">{job.title}</h3>
                      <Badge
                        value={job.isActive ? 'active' : 'inactive'}
                        label={job.isActive ? adminJobMessages.active : adminJobMessages.inactive}
                      />
                    </div>
                    <p className="mt-1 text-sm text-slate-400">
                      {joinFacts([
                        job.location,
                        job.type,
                        adminScreensCopy.createdOn(formatStaffDate(job.createdAt)),
                      ])}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <IconButton
                      label={adminScreensCopy.editJob(job.title)}
                      icon={Pencil}
                      onClick={() => setEditing({ mode: 'edit', job })}
                    />
                    <IconButton
                      label={adminScreensCopy.deleteJob(job.title)}
                      icon={Trash2}
                      onClick={() => setDeleting(job)}
                      className="hover:text-rose-200"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {editing ? (
        <JobFormDialog
          job={editing.mode === 'edit' ? editing.job : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
