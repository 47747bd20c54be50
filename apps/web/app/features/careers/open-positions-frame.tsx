import { careersListCopy, openPositionsAnchorId } from '@phi/content';
import type { ReactNode } from 'react';
import { JobCardPlaceholder } from './job-card.tsx';

const placeholderCount = 3;

/** The open positions section around its list: the same box while the list's code loads. */
export function OpenPositionsFrame({
  isBusy,
  action,
  children,
}: {
  isBusy: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={openPositionsAnchorId}
      aria-labelledby="open-positions-heading"
      aria-busy={isBusy}
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
        {action}
      </div>
      {children}
    </section>
  );
}

/** spec: site-marketing-careers §4, three placeholder cards while the list loads. */
export function JobPlaceholders() {
  return (
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
  );
}
