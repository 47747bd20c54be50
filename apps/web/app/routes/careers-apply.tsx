import { careersApplyCopy, formatDocumentTitle } from '@phi/content';
import { applicationPageMessages, generalApplicationMessages } from '@phi/contracts/messages';
import { generalApplicationJobId, routePaths } from '@phi/contracts/navigation';
import { isGeneralApplication } from '@phi/contracts/public';
import { buttonClassName, Spinner } from '@phi/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApplicationForm } from '../features/careers/application-form.tsx';
import { JobFacts, RequirementTags } from '../features/careers/job-details.tsx';
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
  if (isGeneralApplication(params.jobId)) {
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
  return <JobApplication jobId={params.jobId} />;
}

function JobApplication({ jobId }: { jobId: string }) {
  const state = useJob(jobId);
  if (state.status === 'loading') {
    return (
      <div className="grid min-h-[60vh] place-items-center px-4">
        <Spinner label={applicationPageMessages.loading} isLabelVisible />
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
        <h1 className="text-3xl font-bold text-white">{applicationPageMessages.jobNotFound}</h1>
        <Link to={routePaths.careers} className={buttonClassName('primary')}>
          {applicationPageMessages.backToCareers}
        </Link>
      </section>
    );
  }
  const { job } = state;
  return (
    <ApplicationHeader
      title={applicationPageMessages.applyFor(job.title)}
      location={job.location}
      type={job.type}
      form={<ApplicationForm jobId={job.id} isGeneral={false} />}
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
      <Link
        to={routePaths.careers}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-sky-300 hover:text-sky-200"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {applicationPageMessages.backToCareers}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      <JobFacts location={location} type={type} size="md" className="mt-4" />
      <section className="mt-8 rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
        {children}
      </section>
      {form}
    </div>
  );
}
