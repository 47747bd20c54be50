import { careersListCopy, openPositionsAnchorId } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import { Button, buttonClassName, Spinner } from '@phi/ui';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { JobCard, JobCardPlaceholder } from './job-card.tsx';
import { useJobsQuery } from './jobs-query.ts';

const placeholderCount = 3;

// spec: site-marketing-careers §2.9 and §4, the careers list: loading (three placeholder
// cards), error, loaded with jobs, loaded empty; a refresh button that reads "Refreshing..."
// with a spinner until the refetch ends. The page is prerendered: the list loads here.
export function OpenPositions() {
  const jobs = useJobsQuery();
  const isRefreshing = jobs.isFetching && !jobs.isPending;

  return (
    <section
      id={openPositionsAnchorId}
      aria-labelledby="open-positions-heading"
      aria-busy={jobs.isFetching}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="open-positions-heading"
            className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
          >
            {careersListCopy.openPositions}
          </h2>
          <p className="mt-2 text-slate-300">{careersListCopy.openPositionsIntro}</p>
        </div>
        <Button variant="secondary" disabled={jobs.isFetching} onClick={() => void jobs.refetch()}>
          {isRefreshing ? (
            <Spinner className="[&>span]:size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {isRefreshing ? careersMessages.refreshing : careersListCopy.refresh}
        </Button>
      </div>

      {jobs.isPending ? (
        <>
          <p role="status" className="sr-only">
            {careersListCopy.loadingJobs}
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: placeholderCount }, (_, index) => (
              <JobCardPlaceholder key={index} />
            ))}
          </ul>
        </>
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
          <Link to={buildCareersApplyPath()} className={buttonClassName('primary', 'md', 'mt-6')}>
            {careersMessages.submitYourResume}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
