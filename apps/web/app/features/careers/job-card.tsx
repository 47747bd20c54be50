import { careersListCopy } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import type { Job } from '@phi/contracts/public';
import { buttonClassName } from '@phi/ui';
import { SiteLink } from '../../components/site-link.tsx';
import { JobFacts, RequirementTags } from './job-details.tsx';

// spec: site-marketing-careers §2.9, each job shows title, location, type, description and
// requirements as tags, with "Apply Now" to /careers/apply/{id}.
export function JobCard({ job }: { job: Job }) {
  const headingId = `job-${job.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <h3 id={headingId} className="text-xl font-semibold text-white">
        {job.title}
      </h3>
      <JobFacts location={job.location} type={job.type} size="sm" className="mt-2" />
      <p className="mt-4 flex-1 whitespace-pre-line text-slate-300">{job.description}</p>
      {job.requirements.length > 0 ? (
        <>
          <h4 className="sr-only">{careersListCopy.requirements}</h4>
          <RequirementTags requirements={job.requirements} size="sm" />
        </>
      ) : null}
      <SiteLink
        to={buildCareersApplyPath(job.id)}
        className={buttonClassName('primary', 'md', 'mt-6 self-start')}
      >
        {careersMessages.applyNow}
        <span className="sr-only">: {job.title}</span>
      </SiteLink>
    </li>
  );
}

/** A card-shaped placeholder while the list loads (spec: §4, three placeholder cards). */
export function JobCardPlaceholder() {
  return (
    <li
      aria-hidden="true"
      className="animate-pulse rounded-2xl border border-slate-800 bg-slate-900/60 p-6 motion-reduce:animate-none"
      data-testid="job-placeholder"
    >
      <div className="h-6 w-2/3 rounded bg-slate-800" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-800" />
      <div className="mt-5 space-y-2">
        <div className="h-4 rounded bg-slate-800" />
        <div className="h-4 rounded bg-slate-800" />
        <div className="h-4 w-5/6 rounded bg-slate-800" />
      </div>
      <div className="mt-6 h-11 w-32 rounded-lg bg-slate-800" />
    </li>
  );
}
