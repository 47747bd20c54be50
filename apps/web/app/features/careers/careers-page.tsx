import { careersPage } from '@phi/content';
import { ClosingCall } from '../../components/closing-call.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageSections } from '../../components/sections/page-sections.tsx';
import OpenPositionsIsland from './open-positions.island.tsx';

// spec: site-marketing-careers §2.9, the hero ("View Open Positions" scrolls to the list,
// "General Inquiry"), the open positions list, the four-step hiring process and the closing
// "Get In Touch"; all copy but the list's comes from the careers page content. Only the list is
// an island; the rest is static HTML.
export function CareersPage() {
  return (
    <>
      <PageHero page={careersPage} />
      <OpenPositionsIsland />
      {careersPage.sections ? <PageSections sections={careersPage.sections} /> : null}
      {careersPage.closing ? <ClosingCall closing={careersPage.closing} /> : null}
    </>
  );
}
