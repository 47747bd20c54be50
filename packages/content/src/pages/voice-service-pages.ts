import { productPricing, voicePlatformLanguages } from '@phi/contracts/constants';
import { serviceCallToActionLabels, servicesLandingMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage, learnMore } from './service-page.ts';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.3 (AI & ML landing), §2.6 (voice bots, conversational AI), §9

// The spec's alternative services landing ("AI & ML Solutions") is shown at /services/ai-ml:
// its four sections are exactly the AI/ML services, and the navigation's AI/ML item links it.
export const aiMlPage: MarketingPage = {
  path: routePaths.servicesAiMl,
  title: servicesLandingMessages.heroTitle,
  description:
    'Custom voice bots, conversational AI, agentic software and open-source AI: machine learning solutions designed and run by Phi Automation.',
  eyebrow: 'AI & Machine Learning',
  heading: servicesLandingMessages.heroTitle,
  intro:
    'Machine learning that earns its keep: agents that talk to your customers, software that acts on your behalf and open models you own outright.',
  callsToAction: [
    {
      label: servicesLandingMessages.bookConsultation,
      to: routePaths.companyContact,
      variant: 'primary',
    },
    {
      label: servicesLandingMessages.exploreAllServices,
      to: routePaths.services,
      variant: 'secondary',
    },
  ],
  heroGraphic: 'particle-network',
  highlights: [],
  sections: [
    {
      kind: 'offerings',
      heading: 'AI & ML services',
      intro: 'Four ways to put machine learning to work, each delivered end to end by one team.',
      items: [
        {
          title: 'Custom Voice Bots',
          icon: 'mic',
          body: 'Natural phone conversations that take bookings, orders and support calls, day and night.',
          bullets: [
            `Speaks ${voicePlatformLanguages} languages`,
            'Books straight into your calendar',
            'Hands complex calls to your team',
          ],
          link: learnMore(routePaths.servicesCustomVoiceBots),
        },
        {
          title: 'Conversational AI',
          icon: 'message',
          body: 'Chat assistants for your website and messaging apps that resolve questions and qualify leads.',
          bullets: [
            'One assistant across every channel',
            'Answers from your own documents',
            'Human handoff with full context',
          ],
          link: learnMore(routePaths.servicesConversationalAi),
        },
        {
          title: 'Agentic Software',
          icon: 'workflow',
          body: 'Software agents that plan, act and report across the business systems you already use.',
          bullets: [
            'Multi-step work without hand-holding',
            'Approvals where you want them',
            'A full audit trail of every action',
          ],
          link: learnMore(routePaths.servicesAgenticSoftware),
        },
        {
          title: 'Open-Source AI',
          icon: 'server',
          body: 'Open models fine-tuned on your data and hosted where you choose, with no per-seat lock-in.',
          bullets: [
            'Models benchmarked on your tasks',
            'Hosted on-premises or in your cloud',
            'Your data never trains anyone else’s model',
          ],
          link: learnMore(routePaths.servicesOpenSourceAi),
        },
      ],
    },
    {
      kind: 'process',
      heading: 'From first call to live system',
      steps: [
        {
          title: 'Discover',
          body: 'We map the calls, chats and tasks that cost you most and agree what success looks like.',
        },
        {
          title: 'Prototype',
          body: 'Within two weeks you test a working agent on your own data, not a slide deck.',
        },
        {
          title: 'Launch',
          body: 'We connect it to your phone lines, CRM and calendars and go live in stages.',
        },
        {
          title: 'Improve',
          body: 'Monthly reviews of transcripts and results keep accuracy climbing after launch.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Find out what AI can take off your plate',
    body: 'A one-hour consultation is enough to see which calls, chats and tasks could run on their own, and what it would cost.',
    callsToAction: [
      {
        label: servicesLandingMessages.scheduleConsultation,
        to: routePaths.companyContact,
        variant: 'primary',
      },
      {
        label: servicesLandingMessages.viewOurProducts,
        to: routePaths.products,
        variant: 'secondary',
      },
    ],
  },
};

export const customVoiceBotsPage = defineServicePage({
  path: routePaths.servicesCustomVoiceBots,
  title: 'Custom Voice Bots',
  description: `AI voice bots that answer calls 24/7, book appointments and support customers in ${voicePlatformLanguages} languages, ${productPricing.voicePlatform}.`,
  heading: 'Custom Voice Bots',
  intro:
    'A voice agent in your brand voice that answers every call at once, books appointments straight into your calendar and passes complex calls to your team with the full context.',
  contactLabel: serviceCallToActionLabels.getStarted,
  secondary: {
    label: serviceCallToActionLabels.buildYourAgent,
    to: routePaths.productsVoicebotBuilder,
    variant: 'secondary',
  },
  heroGraphic: 'voice-bars',
  sections: [
    {
      kind: 'voice-demos',
      heading: 'Try our demo voice assistants',
      intro:
        'Tap a bubble and talk: each assistant answers as a business of its kind would. Your browser asks for the microphone first.',
      assistants: ['hotel', 'restaurant', 'hospital'],
    },
    {
      kind: 'features',
      heading: 'Features',
      intro: 'Everything a good receptionist does, on every line at once.',
      items: [
        {
          title: '24/7 Availability',
          icon: 'clock',
          body: 'No missed calls at night, at weekends or during the lunchtime rush. Every caller is answered on the first ring.',
        },
        {
          title: 'Natural Conversations',
          icon: 'message',
          body: 'Callers speak normally. The bot copes with interruptions, changes of mind and follow-up questions.',
        },
        {
          title: 'Brand Consistency',
          icon: 'palette',
          body: 'The same voice, tone, facts and policies on every call, updated the moment your prices change.',
        },
        {
          title: 'Multi-Channel Support',
          icon: 'layers',
          body: 'Phone lines, website voice and in-app calling share one configuration and one knowledge base.',
        },
        {
          title: 'Instant Responses',
          icon: 'zap',
          body: 'Answers in under a second with no hold music, however many people call at once.',
        },
        {
          title: 'Secure & Compliant',
          icon: 'shield',
          body: 'Encrypted calls, UK data hosting and retention rules designed around GDPR.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Use cases',
      groups: [
        {
          title: 'Customer Service',
          body: 'Resolve the routine questions so your team handles the rest.',
          items: [
            'Opening hours, prices and availability',
            'Order status and delivery updates',
            'Returns, refunds and account changes',
            'Warm transfer to a person with a call summary',
          ],
        },
        {
          title: 'Appointment Booking',
          body: 'Fill your diary without anyone picking up the phone.',
          items: [
            'Live availability from your calendar or booking system',
            'Bookings, changes and cancellations in one call',
            'SMS confirmations and reminders',
            'Waiting-list offers when a slot frees up',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Appointment lines for clinics and practices, with repeat-prescription requests routed to staff.',
        },
        {
          name: 'Retail',
          icon: 'store',
          body: 'Stock checks, click-and-collect and order enquiries answered while staff serve the shop floor.',
        },
        {
          name: 'Hospitality',
          icon: 'hotel',
          body: 'Table and room bookings, dietary questions and takeaway orders at the busiest hours.',
        },
        {
          name: 'Automotive',
          icon: 'car',
          body: 'Service bookings, MOT reminders and test-drive requests for dealerships and garages.',
        },
      ],
    },
    {
      kind: 'pricing',
      heading: 'Pricing',
      tiers: [
        {
          name: 'Voice Platform',
          price: productPricing.voicePlatform,
          description: 'A custom voice agent on your own number, built and supported by our team.',
          includes: [
            `Conversations in ${voicePlatformLanguages} languages`,
            'Calendar, CRM and booking-system integration',
            'Call recordings, transcripts and analytics',
            'Monthly tuning from a named specialist',
          ],
          callToAction: {
            label: serviceCallToActionLabels.getStarted,
            to: routePaths.companyContact,
          },
        },
      ],
    },
  ],
  closing: {
    heading: 'Never miss another call',
    body: 'Hear a voice agent answer questions about your own business, then decide. Most go live within four weeks.',
    secondary: {
      label: serviceCallToActionLabels.buildYourAgent,
      to: routePaths.productsVoicebotBuilder,
      variant: 'secondary',
    },
  },
});
