import { builderSteps, productPricing, voicePlatformLanguages } from '@phi/contracts/constants';
import {
  productsMessages,
  serviceCallToActionLabels,
  voiceBuilderMessages,
} from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.4 (services list), §2.5 (products), §2.6, §9

export const servicesPage: MarketingPage = {
  path: routePaths.services,
  title: 'Services',
  description:
    'AI and machine learning, AI-enhanced software, AI-powered IoT and data intelligence: the services Phi Automation designs, builds and supports.',
  eyebrow: 'Services',
  heading: 'Our Services',
  intro:
    'From a single voice agent to a fully automated warehouse, we scope, build and support AI systems that fit the way your business already works.',
  callsToAction: [
    {
      label: serviceCallToActionLabels.getFreeConsultation,
      to: routePaths.companyContact,
      variant: 'primary',
    },
  ],
  highlightsHeading: 'Four ways we help',
  highlights: [
    {
      title: 'AI & Machine Learning',
      body: 'Voice bots, conversational AI and agentic software that handle real conversations and real workflows.',
      link: { label: 'Explore AI & ML', to: routePaths.servicesAiMl },
    },
    {
      title: 'AI-Enhanced Software',
      body: 'Web and mobile applications with intelligence built in, from recommendations to on-device vision.',
      link: { label: 'Explore Software Development', to: routePaths.servicesSoftwareDevelopment },
    },
    {
      title: 'AI-Powered IoT',
      body: 'Connected homes, cameras and facilities that learn patterns and alert the right person at the right time.',
      link: { label: 'Explore IoT', to: routePaths.servicesIot },
    },
    {
      title: 'Data Intelligence',
      body: 'Business intelligence and custom analytics that turn scattered data into forecasts and decisions.',
      link: { label: 'Explore Data Science', to: routePaths.servicesDataScience },
    },
  ],
  closing: {
    heading: 'Ready to automate?',
    body: 'Tell us where your team loses the most time and we will show you what can run on its own.',
    callsToAction: [
      { label: 'Contact Our Team', to: routePaths.companyContact, variant: 'primary' },
      {
        label: 'Build a Voice Agent',
        to: routePaths.productsVoicebotBuilder,
        variant: 'secondary',
      },
    ],
  },
};

export const productsPage: MarketingPage = {
  path: routePaths.products,
  title: 'Products',
  description:
    'The Phi voice platform, workforce suite and analytics platform: ready-made AI products you can put to work in weeks, not months.',
  eyebrow: 'Products',
  heading: 'Our Products',
  intro:
    'Three products built on the same AI foundation: a voice platform for every customer call, a workforce suite for every shift and an analytics platform for every decision.',
  callsToAction: [
    { label: productsMessages.requestDemo, to: routePaths.companyContact, variant: 'primary' },
  ],
  highlightsHeading: 'Choose your starting point',
  highlights: [
    {
      title: 'Voice Platform',
      body: `AI voice agents for calls, bookings and support in ${voicePlatformLanguages} languages, ${productPricing.voicePlatform}.`,
      link: { label: productsMessages.buildVoiceAgent, to: routePaths.productsVoicebotBuilder },
    },
    {
      title: 'Workforce Suite',
      body: `Scheduling, attendance and performance insights for teams of any size, ${productPricing.workforceSuite}.`,
      link: { label: productsMessages.getStarted, to: routePaths.companyContact },
    },
    {
      title: 'Analytics Platform',
      body: `Business intelligence dashboards and forecasts on your own data, ${productPricing.analyticsPlatform}.`,
      link: { label: productsMessages.getStarted, to: routePaths.companyContact },
    },
  ],
  closing: {
    heading: 'Not sure which product fits?',
    body: 'Start with a voice agent today, or talk to us about a suite that covers your whole operation.',
    callsToAction: [
      { label: 'Build a Voice Agent', to: routePaths.productsVoicebotBuilder, variant: 'primary' },
      { label: productsMessages.contactUs, to: routePaths.companyContact, variant: 'secondary' },
      { label: 'View Services', to: routePaths.services, variant: 'secondary' },
    ],
  },
};

export const workstreamPage: MarketingPage = {
  path: routePaths.productsWorkstream,
  title: 'Workstream Workforce Management',
  description: `Workstream brings scheduling, attendance, shift management and reporting together, with mobile access for every employee, ${productPricing.workforceSuite}.`,
  eyebrow: 'Workforce management',
  heading: 'Workstream',
  intro:
    'Plan shifts in minutes, record attendance with face recognition and see performance across every site, while your staff swap shifts and check rotas from their phones.',
  callsToAction: [
    {
      label: serviceCallToActionLabels.scheduleDemo,
      to: routePaths.companyContact,
      variant: 'primary',
    },
    { label: 'View All Products', to: routePaths.products, variant: 'secondary' },
  ],
  highlightsHeading: 'Built for retail, hospitality, logistics and manufacturing',
  highlights: [
    {
      title: 'Smart scheduling',
      body: 'Rotas built from demand forecasts, skills and availability, ready to publish in one click.',
    },
    {
      title: 'Attendance',
      body: 'Face-recognition clock-in that ends buddy punching and feeds payroll directly.',
    },
    {
      title: 'Reporting and mobile access',
      body: 'Live labour costs and performance insights for managers; rotas, requests and swaps for everyone.',
    },
  ],
};

const builderStepSummaries: Record<(typeof builderSteps)[number], string> = {
  Voice: 'Choose the voice your callers will hear.',
  Personality: 'Name your bot and describe how it should speak and behave.',
  Documents: 'Upload price lists, menus, policies and FAQs as its knowledge.',
  Test: 'Connect and talk to your agent in the browser before it goes live.',
};

export const voicebotBuilderPage: MarketingPage = {
  path: routePaths.productsVoicebotBuilder,
  title: voiceBuilderMessages.title,
  description:
    'Build a custom AI voice agent from your own documents: choose a voice, set its personality, upload your knowledge and talk to it live.',
  eyebrow: 'Voice platform',
  heading: voiceBuilderMessages.title,
  intro:
    'Give your business a voice agent that knows your products, prices and policies. Pick a voice, describe its personality, add your documents and hold a live conversation with the result.',
  callsToAction: [
    { label: 'Talk to a Voice Specialist', to: routePaths.companyContact, variant: 'primary' },
    {
      label: 'See Voice Bot Services',
      to: routePaths.servicesCustomVoiceBots,
      variant: 'secondary',
    },
  ],
  highlightsHeading: 'Four steps to a working agent',
  highlights: builderSteps.map((step) => ({ title: step, body: builderStepSummaries[step] })),
};
