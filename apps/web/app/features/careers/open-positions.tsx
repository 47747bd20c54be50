import { careersListCopy } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import { Button, buttonClassName, Spinner } from '@phi/ui';
import { RefreshCw } from 'lucide-react';
import { SiteLink } from '../../components/site-link.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { JobCard } from './job-card.tsx';
import { useJobsQuery } from './jobs-query.ts';
import { JobPlaceholders, OpenPositionsFrame } from './open-positions-frame.tsx';

/**
 * Shown once the island has hydrated (open-positions-slot.tsx), inside a React Query
 * client of its own (QueryProvider): the static page around it has no provider.
 */
export function OpenPositionsWithQuery() {
  return (
    <QueryProvider>
      <OpenPositions />
    </QueryProvider>
  );
}

// spec: site-marketing-careers §2.9 and §4, the careers list: loading (three placeholder
// cards), error, loaded with jobs, loaded empty; a refresh button that reads "Refreshing..."
// with a spinner until the refetch ends. The page is prerendered: the list loads here.
export function OpenPositions() {
  const jobs = useJobsQuery();
  const isRefreshing = jobs.isFetching && !jobs.isPending;

  return (
    <OpenPositionsFrame
      isBusy={jobs.isFetching}
      action={
        <Button variant="secondary" disabled={jobs.isFetching} onClick={() => void jobs.refetch()}>
          {isRefreshing ? (
            <Spinner className="[&>span]:size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {isRefreshing ? careersMessages.refreshing : careersListCopy.refresh}
        </Button>
      }
    >
      {jobs.isPending ? (
        <JobPlaceholders />
      ) : jobs.isError ? (
        <div
          role="alert"
          className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-rose-900 bg-rose-950/40 p-6"
        >
          <p className="font-semibold text-rose-100">{careersMessages.loadFailed}</p>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            {careersMessages.tryAgain}
          </Button>
        </div>
      ) : jobs.data.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-slate-800 bg-slate-900/60 p-8 text-center">
          <h3 className="text-xl font-semibold text-white">{careersListCopy.noOpenings}</h3>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">{careersListCopy.noOpeningsBody}</p>
          <SiteLink
            to={buildCareersApplyPath()}
            className={buttonClassName('primary', 'md', 'mt-6')}
          >
            {careersMessages.submitYourResume}
          </SiteLink>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
    </OpenPositionsFrame>
  );
}
