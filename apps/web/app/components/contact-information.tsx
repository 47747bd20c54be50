import { company, contactCardCopy, formatAddress } from '@phi/content';
import { contactPageMessages } from '@phi/contracts/messages';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Reveal } from './reveal.tsx';
import { SectionShell } from './sections/section-shell.tsx';

// spec: site-marketing-careers §2.8, Contact Information cards: the Nottingham address, phone
// ("Speak directly with our AI experts") and e-mail ("Get detailed responses within 2 hours").
export function ContactInformation() {
  return (
    <SectionShell heading={contactPageMessages.contactInformation}>
      <ul className="grid gap-6 md:grid-cols-3">
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
          <p className="mt-2 text-sm text-slate-300">{contactPageMessages.speakWithExperts}</p>
        </ContactCard>
        <ContactCard
          icon={<Mail aria-hidden="true" className="size-6" />}
          title={contactCardCopy.emailUs}
        >
          <a
            href={`mailto:${company.email}`}
            className="font-semibold break-all text-sky-300 hover:text-sky-200"
          >
            {company.email}
          </a>
          <p className="mt-2 text-sm text-slate-300">{contactPageMessages.responseTime}</p>
        </ContactCard>
      </ul>
    </SectionShell>
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
    <Reveal as="li" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <div className="flex items-center gap-3 text-sky-300">
        {icon}
        <h3 className="text-lg font-semibold text-white">{title}</h3>
      </div>
      <div className="mt-4 text-slate-300">{children}</div>
    </Reveal>
  );
}
