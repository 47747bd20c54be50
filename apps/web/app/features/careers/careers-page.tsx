import { type CallToAction, careersListCopy, careersPage, type MarketingPage } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { CallToActionLink } from '../../components/call-to-action-link.tsx';
import { MarketingPageView } from '../../components/marketing-page.tsx';
import { OpenPositions, openPositionsId } from './open-positions.tsx';

// spec: site-marketing-careers §2.9, the hero offers "View Open Positions" (scrolls to the
// list) and "General Inquiry"; the hiring steps and the closing call follow the list.
const heroActions: readonly CallToAction[] = [
  { label: careersMessages.viewOpenPositions, to: `#${openPositionsId}`, variant: 'primary' },
  { label: careersMessages.generalInquiry, to: routePaths.companyContact, variant: 'secondary' },
];
const hero: MarketingPage = {
  ...careersPage,
  callsToAction: heroActions,
  highlights: [],
  closing: undefined,
};
const closingAction: CallToAction = {
  label: careersMessages.getInTouch,
  to: routePaths.companyContact,
  variant: 'primary',
};

export function CareersPage() {
  return (
    <>
      <MarketingPageView page={hero} />
      <OpenPositions />
      <HiringProcess />
      <section
        aria-labelledby="careers-closing-heading"
        className="border-t border-slate-800 bg-slate-900/40"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2
            id="careers-closing-heading"
            className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
          >
            {careersListCopy.closingHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
            {careersListCopy.closingBody}
          </p>
          <div className="mt-8 flex justify-center">
            <CallToActionLink action={closingAction} />
          </div>
        </div>
      </section>
    </>
  );
}

// spec: site-marketing-careers §2.9 and §9, the four-step process (Apply, Screen, Interview,
// Offer), as the careers copy words it.
function HiringProcess() {
  return (
    <section
      aria-labelledby="hiring-process-heading"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <h2
        id="hiring-process-heading"
        className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
      >
        {careersPage.highlightsHeading}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {careersPage.highlights.map((step) => (
          <li key={step.title} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h3 className="text-lg font-semibold text-white">{step.title}</h3>
            <p className="mt-2 text-slate-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
