import { builderSteps, voicePlatformLanguages } from '@phi/contracts/constants';
import { homeMessages, voiceBuilderMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.3 (home), §9; voice §2 (voice agent builder)

export const homePage: MarketingPage = {
  path: routePaths.home,
  title: 'AI Automation for Voice, Workforce and Industry',
  description:
    'Phi Automation builds AI voice agents, workforce management and industrial automation that take repetitive work off your team, around the clock.',
  eyebrow: 'AI automation for growing businesses',
  heading: homeMessages.headline,
  intro:
    'Voice agents that answer every call, scheduling that plans itself and warehouses that track every item in real time. We design, build and run the automation so your people can focus on the work that needs them.',
  callsToAction: [
    { label: homeMessages.startAutomating, to: routePaths.services, variant: 'primary' },
    { label: homeMessages.bookConsultation, to: routePaths.companyContact, variant: 'secondary' },
  ],
  highlightsHeading: 'Why Phi Automation',
  highlights: [
    {
      title: homeMessages.ourMission,
      body: 'To make practical AI available to every business, not only the largest: automation that pays for itself in months and that your team actually enjoys using.',
    },
    {
      title: homeMessages.ourVision,
      body: 'A workplace where routine calls, schedules and stock checks run themselves, and people spend their time on customers, craft and decisions.',
    },
    {
      title: 'Voice agents',
      body: `Voice agents that take calls, bookings and orders, capture leads and support customers 24/7 in ${voicePlatformLanguages} languages.`,
      link: { label: homeMessages.buildYourVoicebot, to: routePaths.productsVoicebotBuilder },
    },
    {
      title: 'Workforce management',
      body: 'Smart scheduling, performance insights, task automation and face-recognition attendance in one place.',
      link: { label: 'Explore Workforce Solutions', to: routePaths.services },
    },
    {
      title: 'Industrial automation',
      body: 'Warehouse, inventory and fulfilment automation with real-time tracking from the loading bay to the shelf.',
      link: { label: 'Discover Industrial Automation', to: routePaths.services },
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
