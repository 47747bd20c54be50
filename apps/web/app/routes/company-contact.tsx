import { contactPage } from '@phi/content';
import { ContactInformation } from '../components/contact-information.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSections } from '../components/sections/page-sections.tsx';
import { ContactFormSection } from '../features/contact/contact-form-section.tsx';
import ContactRobotViewerIsland from '../features/graphics/contact-robot-viewer.island.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(contactPage);

// spec: site-marketing-careers §2.8: hero ("Send Message" jumps to #contact-form), the form
// section, Contact Information cards, then what happens after a message.
export default function CompanyContactRoute() {
  return (
    <>
      <PageHero page={contactPage} aside={<ContactRobotViewerIsland className="max-w-sm" />} />
      <ContactFormSection />
      <ContactInformation />
      {contactPage.sections ? <PageSections sections={contactPage.sections} /> : null}
    </>
  );
}
