import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { CallToAction, HeroGraphic, MarketingPage, PageSection } from './types.ts';

// spec: site-marketing-careers §2.6, every service page has a hero with title and pitch, feature
// cards, use-case lists, an industries grid and a closing call to action. The main call to
// action always goes to /company/contact; the others lead to /services, /products or a related
// service.
export interface ServicePageInput {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  contactLabel: string;
  secondary?: CallToAction;
  heroGraphic?: HeroGraphic;
  sections: readonly PageSection[];
  closing: {
    heading: string;
    body: string;
    /** Defaults to the hero's contact label. */
    contactLabel?: string;
    /** Defaults to "Explore All Services" (/services). */
    secondary?: CallToAction;
  };
}

const viewAllServices: CallToAction = {
  label: serviceCallToActionLabels.viewAllServices,
  to: routePaths.services,
  variant: 'secondary',
};

const exploreAllServices: CallToAction = {
  label: serviceCallToActionLabels.exploreAllServices,
  to: routePaths.services,
  variant: 'secondary',
};

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
      input.secondary ?? viewAllServices,
    ],
    ...(input.heroGraphic ? { heroGraphic: input.heroGraphic } : {}),
    highlights: [],
    sections: input.sections,
    closing: {
      heading: input.closing.heading,
      body: input.closing.body,
      callsToAction: [
        {
          label: input.closing.contactLabel ?? input.contactLabel,
          to: routePaths.companyContact,
          variant: 'primary',
        },
        input.closing.secondary ?? exploreAllServices,
      ],
    },
  };
}

/** A "Learn More" link to a related page (spec §2.6 labels). */
export function learnMore(to: string): CallToAction {
  return { label: serviceCallToActionLabels.learnMore, to };
}
