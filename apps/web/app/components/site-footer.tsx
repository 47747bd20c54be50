import { company, formatAddress, formatCopyright, siteChromeCopy } from '@phi/content';
import { footerLinks } from '@phi/contracts/navigation';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BrandMark } from './brand-mark.tsx';
import { SiteLink } from './site-link.tsx';
import { SocialIcon } from './social-icon.tsx';

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-slate-300';
const linkClass = 'rounded-sm text-slate-300 hover:text-white';

// spec: site-marketing-careers §2.2 and chat-news-admin §2, footer
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandMark />
          <p className="text-sm leading-6 text-slate-400">{company.summary}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            {siteChromeCopy.footerExplore}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{siteChromeCopy.footerContact}</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm text-slate-300">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <a href={company.phone.href} className={linkClass}>
                {company.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{siteChromeCopy.footerFollowUs}</h2>
          <ul className="mt-4 flex gap-2">
            {company.socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-700 text-slate-300 hover:border-slate-400 hover:text-white"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {formatCopyright()}
        </p>
      </div>
    </footer>
  );
}
