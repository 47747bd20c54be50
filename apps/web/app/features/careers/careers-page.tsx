import { careersPage } from '@phi/content';
import { ClosingCall } from '../../components/closing-call.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageSections } from '../../components/sections/page-sections.tsx';
import { OpenPositions } from './open-positions.tsx';

// spec: site-marketing-careers §2.9, the hero ("View Open Positions" scrolls to the list,
// "General Inquiry"), the open positions list, the four-step hiring process and the closing
// "Get In Touch"; all copy but the list's comes from the careers page content.
export function CareersPage() {
  return (
    <>
      <PageHero page={careersPage} />
      <OpenPositions />
      {careersPage.sections ? <PageSections sections={careersPage.sections} /> : null}
      {careersPage.closing ? <ClosingCall closing={careersPage.closing} /> : null}
    </>
  );
}
