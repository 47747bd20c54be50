import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { CallToAction, MarketingPage, PageHighlight } from './types.ts';

// spec: site-marketing-careers §2.6, the main call to action of every service page goes to
// /company/contact; the others lead to /services, /products or a related service.
export interface ServicePageInput {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  contactLabel: string;
  secondary?: CallToAction;
  highlightsHeading: string;
  highlights: readonly PageHighlight[];
}

export function defineServicePage(input: ServicePageInput): MarketingPage {
  return {
    path: input.path,
    title: input.title,
    description: input.description,
    eyebrow: 'Services',
    heading: input.heading,
    intro: input.intro,
    callsToAction: [
      { label: input.contactLabel, to: routePaths.companyContact, variant: 'primary' },
      input.secondary ?? {
        label: serviceCallToActionLabels.viewAllServices,
        to: routePaths.services,
        variant: 'secondary',
      },
    ],
    highlightsHeading: input.highlightsHeading,
    highlights: input.highlights,
  };
}
