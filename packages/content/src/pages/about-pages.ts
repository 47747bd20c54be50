import { contactFormAnchorId, salesResponseHours } from '@phi/contracts/constants';
import {
  aboutMessages,
  contactPageMessages,
  researchFocusAreas,
  servicesLandingMessages,
} from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { company } from '../company.ts';
import type { ContentIcon, MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.7 (about), §2.6 (research and development), §2.8 (contact)

const values: Record<
  (typeof aboutMessages.values)[number],
  { readonly body: string; readonly icon: ContentIcon }
> = {
  'Innovation First': {
    icon: 'lightbulb',
    body: 'We ship what the research makes possible, as soon as it is dependable.',
  },
  Reliability: {
    icon: 'shield',
    body: 'Automation is only useful when it works at 3 a.m. on a bank holiday.',
  },
  'Customer Success': {
    icon: 'handshake',
    body: 'We measure our work by the hours and revenue it gives back to you.',
  },
  'Global Impact': {
    icon: 'globe',
    body: 'Tools built in Nottingham, used by teams across many countries and languages.',
  },
  Excellence: {
    icon: 'gem',
    body: 'Careful engineering, honest estimates and software that is pleasant to use.',
  },
  'Continuous Learning': {
    icon: 'graduation-cap',
    body: 'Our team studies, tests and shares what is new in AI every week.',
  },
};

const teams: Record<
  (typeof aboutMessages.teams)[number],
  { readonly body: string; readonly icon: ContentIcon }
> = {
  'AI and Machine Learning Experts': {
    icon: 'brain',
    body: 'Engineers and researchers who train, evaluate and deploy the models behind every product.',
  },
  'Enterprise Solutions Architects': {
    icon: 'layers',
    body: 'Architects who fit automation into your systems, security rules and ways of working.',
  },
  'Customer Success Specialists': {
    icon: 'users',
    body: 'A named specialist who trains your team and keeps results improving after launch.',
  },
};

export const aboutPage: MarketingPage = {
  path: routePaths.about,
  title: 'About Us',
  description: `${company.name} is a Nottingham-based team of AI engineers, solution architects and customer success specialists building practical automation.`,
  eyebrow: company.name,
  heading: aboutMessages.title,
  intro:
    'We started in Nottingham with one question: why do skilled people still spend their days answering the same calls and filling in the same spreadsheets? Every product and service we build is an answer to it.',
  callsToAction: [
    { label: aboutMessages.getStartedToday, to: routePaths.companyContact, variant: 'primary' },
    { label: aboutMessages.exploreSolutions, to: routePaths.services, variant: 'secondary' },
  ],
  highlights: [],
  sections: [
    {
      kind: 'statements',
      heading: 'Why we exist',
      items: [
        {
          title: aboutMessages.ourMission,
          body: 'To make practical AI available to every business, not only the largest: automation that pays for itself in months and that your team actually enjoys using.',
        },
        {
          title: aboutMessages.ourVision,
          body: 'A workplace where routine calls, schedules and stock checks run themselves, and people spend their time on customers, craft and decisions.',
        },
      ],
    },
    {
      kind: 'features',
      heading: aboutMessages.ourValues,
      items: aboutMessages.values.map((value) => ({ title: value, ...values[value] })),
    },
    {
      kind: 'features',
      heading: aboutMessages.expertTeam,
      intro:
        'Hundreds of businesses rely on the people behind every project, working together from the first call.',
      items: aboutMessages.teams.map((team) => ({ title: team, ...teams[team] })),
      callToAction: { label: aboutMessages.meetOurTeam, to: routePaths.companyContact },
    },
  ],
  closing: {
    heading: 'Let’s build what comes next',
    body: 'Whether you have a clear project or just a hunch that things could run smoother, we would like to hear about it.',
    callsToAction: [
      { label: aboutMessages.getStartedToday, to: routePaths.companyContact, variant: 'primary' },
      { label: aboutMessages.exploreSolutions, to: routePaths.services, variant: 'secondary' },
    ],
  },
};

const focusAreas: Record<
  (typeof researchFocusAreas)[number],
  { readonly body: string; readonly icon: ContentIcon }
> = {
  'Natural Language Processing': {
    icon: 'message',
    body: 'Understanding and generating speech and text across languages, accents and industries.',
  },
  'Computer Vision': {
    icon: 'eye',
    body: 'Detection, recognition and tracking for cameras, stock counts and workplace safety.',
  },
  'Machine Learning': {
    icon: 'brain',
    body: 'Forecasting and optimisation models that learn from modest, messy, real-world data.',
  },
  'Robotics & Automation': {
    icon: 'bot',
    body: 'Picking, sorting and moving goods with robots that share space safely with people.',
  },
  'Edge AI': {
    icon: 'cpu',
    body: 'Models small and fast enough to run on cameras, phones and sensors without the cloud.',
  },
  'AI Ethics & Safety': {
    icon: 'shield',
    body: 'Fairness, privacy and human oversight designed in from the first prototype.',
  },
};

export const researchPage: MarketingPage = {
  path: routePaths.companyRd,
  title: 'Research & Development',
  description:
    'Our research lab works on natural language processing, computer vision, machine learning, robotics, edge AI and AI safety, and ships the results.',
  eyebrow: 'Company',
  heading: 'Research & Development',
  intro:
    'Our innovation lab turns new research into features our customers use: faster speech recognition, sharper vision models and agents that explain what they did and why.',
  callsToAction: [
    { label: 'Partner With Us', to: routePaths.companyContact, variant: 'primary' },
    {
      label: servicesLandingMessages.viewOurProducts,
      to: routePaths.products,
      variant: 'secondary',
    },
  ],
  highlights: [],
  sections: [
    {
      kind: 'features',
      heading: 'Focus areas',
      items: researchFocusAreas.map((area) => ({ title: area, ...focusAreas[area] })),
    },
    {
      kind: 'statements',
      heading: 'Innovation lab',
      intro: 'A working lab in Nottingham where prototypes meet real customer data, safely.',
      items: [
        {
          title: 'From paper to product',
          body: 'Every quarter we test the most promising new methods against our customers’ real tasks. What beats the current system, ships.',
        },
        {
          title: 'Evaluation first',
          body: 'Before a model reaches a customer it passes our own benchmarks for accuracy, speed, bias and failure behaviour.',
        },
        {
          title: 'Open by default',
          body: 'We publish evaluation sets and contribute fixes to the open-source tools we build on.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Research partnerships',
      intro: 'We work with universities and industry on problems no single team can solve.',
      groups: [
        {
          title: 'Academic',
          items: [
            'Funded PhD and master’s projects',
            'Shared datasets under strict governance',
            'Joint publications and open benchmarks',
          ],
        },
        {
          title: 'Industry',
          items: [
            'Co-developed pilots with early customers',
            'Hardware partners for edge and robotics',
            'Knowledge transfer into your own team',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Research with us',
    body: 'Have a hard problem, a dataset or a research idea? Our lab is always looking for partners.',
    callsToAction: [
      { label: 'Partner With Us', to: routePaths.companyContact, variant: 'primary' },
      {
        label: servicesLandingMessages.exploreAllServices,
        to: routePaths.services,
        variant: 'secondary',
      },
    ],
  },
};

// spec: site-marketing-careers §2.8, hero "Contact Sales" with an intro line, "Send Message" to
// the form (#contact-form) and "Explore Services" to /services; a reply within 2 hours.
export const contactPage: MarketingPage = {
  path: routePaths.companyContact,
  title: contactPageMessages.heroTitle,
  description: `Talk to ${company.name} about voice agents, workforce management, custom software or AI consulting. We reply within ${salesResponseHours} hours.`,
  eyebrow: 'Company',
  heading: contactPageMessages.heroTitle,
  intro: `Tell us about your business and what you would like to automate. A specialist replies within ${salesResponseHours} hours with next steps, not a sales script.`,
  callsToAction: [
    { label: contactPageMessages.sendMessage, to: `#${contactFormAnchorId}`, variant: 'primary' },
    { label: contactPageMessages.exploreServices, to: routePaths.services, variant: 'secondary' },
  ],
  highlights: [],
  sections: [
    {
      kind: 'process',
      heading: 'What happens next',
      steps: [
        {
          title: 'We reply',
          body: `A specialist reads your message and answers within ${salesResponseHours} hours in business hours.`,
        },
        {
          title: 'We listen',
          body: 'A short call to understand your operation, your systems and what success looks like.',
        },
        {
          title: 'We propose',
          body: 'A written plan with a fixed price, a timeline and the results we will measure.',
        },
      ],
    },
  ],
};
