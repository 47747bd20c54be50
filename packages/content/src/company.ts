import { copyrightYear } from '@phi/contracts/navigation';

// The company's identity lives here once; the site, the admin app, the chat and the voice
// knowledge base all read it from this file (spec: site-marketing-careers §2.2 footer, §2.8).

export interface PostalAddress {
  readonly street: string;
  readonly locality: string;
  readonly city: string;
  readonly postcode: string;
  readonly country: string;
}

export type SocialNetwork = 'linkedin' | 'x' | 'github' | 'youtube';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}

export const company = {
  name: 'Phi Automation',
  /** The letter of the logo mark beside the name. */
  logoGlyph: 'φ',
  legalName: 'Phi Automation Ltd',
  /** The public site's origin, without a trailing slash: canonical URLs, Open Graph and the sitemap use it. */
  siteUrl: 'https://www.phiautomation.co.uk',
  tagline: 'Automation. Redefined.',
  summary:
    'Phi Automation builds voice agents, workforce management software, industrial automation and AI-enhanced software for businesses across the UK and beyond.',
  address: {
    street: 'Unit 4, The Lace Works',
    locality: 'Lace Market',
    city: 'Nottingham',
    postcode: 'NG1 1HF',
    country: 'United Kingdom',
  } satisfies PostalAddress,
  phone: { display: '+44 115 496 0732', href: 'tel:+441154960732' },
  email: 'hello@phiautomation.co.uk',
  supportEmail: 'support@phiautomation.co.uk',
  copyrightYear,
  socialLinks: [
    {
      network: 'linkedin',
      label: 'Phi Automation on LinkedIn',
      href: 'https://www.linkedin.com/company/phi-automation',
    },
    { network: 'x', label: 'Phi Automation on X', href: 'https://x.com/phiautomation' },
    {
      network: 'github',
      label: 'Phi Automation on GitHub',
      href: 'https://github.com/phi-automation',
    },
    {
      network: 'youtube',
      label: 'Phi Automation on YouTube',
      href: 'https://www.youtube.com/@phiautomation',
    },
  ] satisfies readonly SocialLink[],
} as const;

export type Company = typeof company;

/** One line for footers and contact cards, e.g. "Unit 4, The Lace Works, Lace Market, Nottingham NG1 1HF, United Kingdom". */
export function formatAddress(address: PostalAddress = company.address): string {
  return `${address.street}, ${address.locality}, ${address.city} ${address.postcode}, ${address.country}`;
}

/** The footer's closing line (spec: a 2025 copyright line). */
export function formatCopyright(): string {
  return `© ${company.copyrightYear} ${company.legalName}. All rights reserved.`;
}
