import { applicationPageMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { buttonClassName } from '@phi/ui';
import { SiteLink } from '../../components/site-link.tsx';

/**
 * spec: site-marketing-careers §2.10, "Job Not Found" with the way back to the careers page:
 * for an unknown or inactive id, and for a job closed while the visitor filled in its form.
 */
export function JobNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-bold text-white">{applicationPageMessages.jobNotFound}</h1>
      <SiteLink to={routePaths.careers} className={buttonClassName('primary')}>
        {applicationPageMessages.backToCareers}
      </SiteLink>
    </section>
  );
}
