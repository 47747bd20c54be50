import { company, contactCardCopy, contactPage, formatAddress } from '@phi/content';
import { contactPageMessages } from '@phi/contracts/messages';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { ContactRobotViewer } from '../features/graphics/contact-robot-viewer.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(contactPage);

// spec: site-marketing-careers §2.8, Contact Information cards
export default function CompanyContactRoute() {
  return (
    <>
      <MarketingPageView page={contactPage} />
      <ContactRobotViewer className="mx-auto mt-12 max-w-[calc(100%-2rem)] sm:max-w-sm" />
      <section
        aria-labelledby="contact-information"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="contact-information" className="text-2xl font-bold tracking-tight text-white">
          {contactPageMessages.contactInformation}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <ContactCard
            icon={<MapPin aria-hidden="true" className="size-6" />}
            title={contactCardCopy.visitUs}
          >
            <address className="not-italic">{formatAddress()}</address>
          </ContactCard>
          <ContactCard
            icon={<Phone aria-hidden="true" className="size-6" />}
            title={contactCardCopy.callUs}
          >
            <a href={company.phone.href} className="font-semibold text-sky-300 hover:text-sky-200">
              {company.phone.display}
            </a>
            <p className="mt-2 text-sm text-slate-400">{contactPageMessages.speakWithExperts}</p>
          </ContactCard>
          <ContactCard
            icon={<Mail aria-hidden="true" className="size-6" />}
            title={contactCardCopy.emailUs}
          >
            <a
              href={`mailto:${company.email}`}
              className="font-semibold text-sky-300 hover:text-sky-200"
            >
              {company.email}
            </a>
            <p className="mt-2 text-sm text-slate-400">{contactPageMessages.responseTime}</p>
          </ContactCard>
        </ul>
      </section>
    </>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <div className="flex items-center gap-3 text-sky-300">
        {icon}
        <h3 className="text-lg font-semibold text-white">{title}</h3>
      </div>
      <div className="mt-4 text-slate-300">{children}</div>
    </li>
  );
}
