import { builderSteps } from '@phi/contracts/constants';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { MarketingPage } from './types.ts';

// spec: voice §2 (voice agent builder); the home page is in home-page.ts

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
