import { careersPage } from '@phi/content';
import { lazy, Suspense } from 'react';
import { ClosingCall } from '../../components/closing-call.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageSections } from '../../components/sections/page-sections.tsx';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { JobPlaceholders, OpenPositionsFrame } from './open-positions-frame.tsx';

// The list and React Query load after the page (150 KB initial JavaScript budget:
// docs/architecture.md#quality-targets).
const OpenPositions = lazy(() =>
  import('./open-positions.tsx').then((module) => ({ default: module.OpenPositionsWithQuery })),
);

// spec: site-marketing-careers §2.9, the hero ("View Open Positions" scrolls to the list,
// "General Inquiry"), the open positions list, the four-step hiring process and the closing
// "Get In Touch"; all copy but the list's comes from the careers page content.
export function CareersPage() {
  // The prerender waits for every part (app/entry.server.tsx): the list is left to the browser,
  // so the HTML holds the placeholders rather than a list with a Refresh button and no handler.
  const isHydrated = useIsHydrated();
  const placeholders = (
    <OpenPositionsFrame isBusy>
      <JobPlaceholders />
    </OpenPositionsFrame>
  );
  return (
    <>
      <PageHero page={careersPage} />
      {isHydrated ? (
        <Suspense fallback={placeholders}>
          <OpenPositions />
        </Suspense>
      ) : (
        placeholders
      )}
      {careersPage.sections ? <PageSections sections={careersPage.sections} /> : null}
      {careersPage.closing ? <ClosingCall closing={careersPage.closing} /> : null}
    </>
  );
}
