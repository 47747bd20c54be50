import { voicePlatformLanguages } from '@phi/contracts/constants';
import { homeMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { CallToAction, MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.3 (home page): hero, chat box, both buttons, then Our Mission,
// Our Vision, voice solutions, workforce and industrial automation. The home route renders
// `homeContent`; `homePage` (meta, knowledge base) is derived from the same text.

export interface HomeSection {
  /** In-page anchor and heading id. */
  readonly id: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly body: string;
  readonly points: readonly string[];
  readonly action?: CallToAction;
}

export interface HomeContent {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly chat: {
    /** Accessible name of the text box (the placeholder is not a label). */
    readonly label: string;
    readonly placeholder: string;
    readonly submit: string;
    readonly hint: string;
  };
  readonly callsToAction: readonly CallToAction[];
  readonly mission: HomeSection;
  readonly vision: HomeSection;
  readonly voice: HomeSection;
  readonly workforce: HomeSection;
  readonly industrial: HomeSection;
  /** Text alternative of the 3D robot arm and its poster. */
  readonly robotArmLabel: string;
}

export const homeContent: HomeContent = {
  eyebrow: 'AI automation for growing businesses',
  heading: homeMessages.headline,
  intro:
    'Voice agents that answer every call, scheduling that plans itself and warehouses that track every item in real time. We design, build and run the automation so your people can focus on the work that needs them.',
  chat: {
    label: 'Ask Phi AI about AI automation',
    placeholder: homeMessages.chatPlaceholder,
    submit: 'Ask',
    hint: 'Phi AI answers from what we build and how we work, and opens the chat with your question.',
  },
  callsToAction: [
    { label: homeMessages.startAutomating, to: routePaths.services, variant: 'primary' },
    { label: homeMessages.bookConsultation, to: routePaths.companyContact, variant: 'secondary' },
  ],
  mission: {
    id: 'our-mission',
    eyebrow: 'Why we exist',
    heading: homeMessages.ourMission,
    body: 'To make practical AI available to every business, not only the largest: automation that pays for itself in months and that your team actually enjoys using.',
    points: [
      'Start small with one workflow and prove the return before you scale',
      'Systems that fit the tools your team already uses, not the other way round',
      'Plain pricing, measurable results and a team you can call',
    ],
  },
  vision: {
    id: 'our-vision',
    eyebrow: 'Where we are heading',
    heading: homeMessages.ourVision,
    body: 'A workplace where routine calls, schedules and stock checks run themselves, and people spend their time on customers, craft and decisions.',
    points: [
      'Every customer call answered, in their language, at any hour',
      'Every shift planned from real demand, every hour worked recorded',
      'Every pallet, parcel and part tracked from the loading bay to the shelf',
    ],
  },
  voice: {
    id: 'voice-solutions',
    eyebrow: 'Voice solutions',
    heading: 'Voice agents that never miss a call',
    body: `Our AI voice agents take calls, bookings and orders, capture leads and support customers 24/7 in ${voicePlatformLanguages} languages, in your brand's voice and with your own knowledge behind every answer.`,
    points: [
      'Appointment booking and order handling straight into your systems',
      'Lead capture and qualification while your team sleeps',
      'Customer support that hands over to a person when it matters',
    ],
    action: {
      label: homeMessages.buildYourVoicebot,
      to: routePaths.productsVoicebotBuilder,
      variant: 'primary',
    },
  },
  workforce: {
    id: 'workforce-management',
    eyebrow: 'Workforce management',
    heading: 'A workforce that schedules itself',
    body: 'Smart scheduling, performance insights, task automation and face-recognition attendance in one place, so managers stop juggling spreadsheets and staff always know where they are needed.',
    points: [
      'Smart scheduling from demand forecasts, skills and availability',
      'Performance insights across every team and site',
      'Task automation for the handovers nobody should do by hand',
      'Face-recognition attendance that feeds payroll directly',
    ],
    action: { label: 'Explore Workforce Solutions', to: routePaths.services, variant: 'primary' },
  },
  industrial: {
    id: 'industrial-automation',
    eyebrow: 'Industrial automation',
    heading: 'Warehouses that run around the clock',
    body: 'Warehouse, inventory and fulfilment automation with real-time tracking: robotic picking, vision-checked stock and orders that route themselves to the right bay.',
    points: [
      'Warehouse automation from receiving to dispatch',
      'Inventory counts that update as items move',
      'Fulfilment that picks, checks and packs with fewer errors',
      'Real-time tracking of every item and every machine',
    ],
    action: {
      label: 'Discover Industrial Automation',
      to: routePaths.services,
      variant: 'primary',
    },
  },
  robotArmLabel:
    'A 3D industrial robot arm turning on its base, lifting with its jointed arm and opening and closing its gripper',
};

const sections = [
  homeContent.mission,
  homeContent.vision,
  homeContent.voice,
  homeContent.workforce,
  homeContent.industrial,
];

export const homePage: MarketingPage = {
  path: routePaths.home,
  title: 'AI Automation for Voice, Workforce and Industry',
  description:
    'Phi Automation builds AI voice agents, workforce management and industrial automation that take repetitive work off your team, around the clock.',
  eyebrow: homeContent.eyebrow,
  heading: homeContent.heading,
  intro: homeContent.intro,
  callsToAction: homeContent.callsToAction,
  highlightsHeading: 'Why Phi Automation',
  highlights: sections.map((section) => ({
    title: section.heading,
    body: `${section.body} ${section.points.join('. ')}.`,
    ...(section.action ? { link: section.action } : {}),
  })),
};
