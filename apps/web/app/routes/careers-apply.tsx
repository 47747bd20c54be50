import { careersApplyCopy, formatDocumentTitle } from '@phi/content';
import { applicationPageMessages, generalApplicationMessages } from '@phi/contracts/messages';
import { generalApplicationJobId, routePaths } from '@phi/contracts/navigation';
import { isGeneralApplication } from '@phi/contracts/public';
import { Spinner } from '@phi/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SiteLink } from '../components/site-link.tsx';
import { ApplicationForm } from '../features/careers/application-form.tsx';
import { JobFacts, RequirementTags } from '../features/careers/job-details.tsx';
import { JobNotFound } from '../features/careers/job-not-found.tsx';
import { useJob } from '../features/careers/use-job.ts';
import type { Route } from './+types/careers-apply';

export const meta = () => [
  { title: formatDocumentTitle(careersApplyCopy.documentTitle) },
  { name: 'robots', content: 'noindex' },
];

// spec: site-marketing-careers §2.10: the job (or the general application's explanation)
// above the application form. The word general, or no id, means a general application with
// no fetch (§3).
export default function CareersApplyRoute({ params }: Route.ComponentProps) {
  const { jobId } = params;
  if (jobId === undefined || isGeneralApplication(jobId)) {
    return (
      <ApplicationHeader
        title={applicationPageMessages.submitYourResume}
        location={generalApplicationMessages.location}
        type={generalApplicationMessages.type}
        form={<ApplicationForm jobId={generalApplicationJobId} isGeneral />}
      >
        <h2 className="text-lg font-semibold text-white">{careersApplyCopy.whatHappensNext}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          {generalApplicationMessages.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </ApplicationHeader>
    );
  }
  return <JobApplication jobId={jobId} />;
}

function JobApplication({ jobId }: { jobId: string }) {
  const state = useJob(jobId);
  // Closed after the page loaded it (the list may be cached for minutes): the upload or the
  // application answers JOB_NOT_FOUND, and a retry could never succeed.
  const [isClosed, setIsClosed] = useState(false);
  if (state.status === 'loading') {
    return (
      <div className="grid min-h-[60vh] place-items-center px-4">
        <Spinner label={applicationPageMessages.loading} isLabelVisible />
      </div>
    );
  }
  if (state.status === 'not-found' || isClosed) {
    return <JobNotFound />;
  }
  const { job } = state;
  return (
    <ApplicationHeader
      title={applicationPageMessages.applyFor(job.title)}
      location={job.location}
      type={job.type}
      form={
        <ApplicationForm jobId={job.id} isGeneral={false} onJobNotFound={() => setIsClosed(true)} />
      }
    >
      <h2 className="text-lg font-semibold text-white">{careersApplyCopy.aboutTheRole}</h2>
      <p className="mt-3 whitespace-pre-line text-slate-300">{job.description}</p>
      <RequirementTags requirements={job.requirements} size="md" />
    </ApplicationHeader>
  );
}

interface ApplicationHeaderProps {
  title: string;
  location: string;
  type: string;
  /** The job card's content. */
  children: ReactNode;
  form: ReactNode;
}

function ApplicationHeader({ title, location, type, children, form }: ApplicationHeaderProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <SiteLink
        to={routePaths.careers}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-sky-300 hover:text-sky-200"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {applicationPageMessages.backToCareers}
      </SiteLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      <JobFacts location={location} type={type} size="md" className="mt-4" />
      <section className="mt-8 rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
        {children}
      </section>
      {form}
    </div>
  );
}
