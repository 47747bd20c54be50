import { productPricing, voicePlatformLanguages } from '@phi/contracts/constants';
import { serviceCallToActionLabels, servicesLandingMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage } from './service-page.ts';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.3 (AI & ML landing) and §2.6 (service pages)

export const aiMlPage: MarketingPage = defineServicePage({
  path: routePaths.servicesAiMl,
  title: servicesLandingMessages.heroTitle,
  description:
    'Custom voice bots, conversational AI, agentic software and open-source AI: machine learning solutions designed and run by Phi Automation.',
  heading: servicesLandingMessages.heroTitle,
  intro:
    'Machine learning that earns its keep: agents that talk to your customers, software that acts on your behalf and open models you own outright.',
  contactLabel: servicesLandingMessages.bookConsultation,
  secondary: {
    label: servicesLandingMessages.exploreAllServices,
    to: routePaths.services,
    variant: 'secondary',
  },
  highlightsHeading: 'AI & ML services',
  highlights: [
    {
      title: 'Custom Voice Bots',
      body: 'Natural phone conversations for bookings, orders and support, day and night.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesCustomVoiceBots },
    },
    {
      title: 'Conversational AI',
      body: 'Chat assistants across web, WhatsApp and messaging that hand over to people when it matters.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesConversationalAi },
    },
    {
      title: 'Agentic Software',
      body: 'Software agents that plan, act and report across your existing business systems.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesAgenticSoftware },
    },
    {
      title: 'Open-Source AI',
      body: 'Open models fine-tuned on your data and hosted where you choose, with no per-seat lock-in.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesOpenSourceAi },
    },
  ],
});

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
  highlightsHeading: 'Features',
  highlights: [
    {
      title: '24/7 Availability',
      body: 'No missed calls at night, at weekends or at the lunchtime peak.',
    },
    {
      title: 'Natural Conversations',
      body: 'Callers speak normally; the bot understands interruptions and follow-ups.',
    },
    { title: 'Brand Consistency', body: 'The same tone, facts and policies on every call.' },
    { title: 'Multi-Channel Support', body: 'Phone, web and app voice from one configuration.' },
    { title: 'Instant Responses', body: 'Answers in under a second, with no hold music.' },
    { title: 'Secure & Compliant', body: 'Encrypted calls and data handling designed for GDPR.' },
  ],
});

export const conversationalAiPage = defineServicePage({
  path: routePaths.servicesConversationalAi,
  title: 'Conversational AI',
  description:
    'Chat assistants that understand natural language, work across every channel and hand over to your team when a human is needed.',
  heading: 'Conversational AI',
  intro:
    'Assistants that resolve support questions and qualify leads in your website chat and messaging apps, and hand the conversation to a person the moment it needs one.',
  contactLabel: serviceCallToActionLabels.buildYourChatbot,
  highlightsHeading: 'Features',
  highlights: [
    {
      title: 'Natural Language Processing',
      body: 'Understands intent, context and typos, not just keywords.',
    },
    { title: 'Omnichannel', body: 'Website, WhatsApp, Messenger and SMS share one brain.' },
    { title: '24/7 Support', body: 'Customers get answers whenever they ask.' },
    { title: 'Human Handoff', body: 'Escalates to your team with the full conversation attached.' },
    { title: 'Instant Responses', body: 'Replies in seconds, at any volume.' },
    { title: 'Secure', body: 'Conversation data stays encrypted and under your control.' },
  ],
});

export const agenticSoftwarePage = defineServicePage({
  path: routePaths.servicesAgenticSoftware,
  title: 'Agentic Software',
  description:
    'AI agents that plan and carry out multi-step work across your systems: workforce management and business process automation.',
  heading: 'Agentic Software',
  intro:
    'Software agents that do more than answer: they plan the steps, use your systems, check their own work and report back, from rota changes to purchase orders.',
  contactLabel: serviceCallToActionLabels.startYourProject,
  highlightsHeading: 'Applications',
  highlights: [
    {
      title: 'Workforce Management',
      body: 'Agents that fill shift gaps, approve swaps and flag overtime before it happens.',
    },
    {
      title: 'Business Process Automation',
      body: 'Invoices, orders and onboarding handled end to end, with approvals where you want them.',
    },
    {
      title: 'Industries',
      body: 'Running today in manufacturing, retail, hospitality and logistics.',
    },
  ],
});

export const openSourceAiPage = defineServicePage({
  path: routePaths.servicesOpenSourceAi,
  title: 'Open-Source AI',
  description:
    'Open-source language, speech and vision models fine-tuned on your data and deployed on your own infrastructure or private cloud.',
  heading: 'Open-Source AI',
  intro:
    'Keep your data and your costs under your control. We select, fine-tune and host open models for language, speech and vision, on your servers or a private cloud.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  highlightsHeading: 'What we deliver',
  highlights: [
    {
      title: 'Model selection',
      body: 'Benchmarks of open models on your own tasks before you commit.',
    },
    { title: 'Fine-tuning', body: 'Models adapted to your vocabulary, documents and tone.' },
    {
      title: 'Private deployment',
      body: 'Hosting on-premises or in your cloud account, with monitoring included.',
    },
  ],
});

export const aiBusinessIntelligencePage = defineServicePage({
  path: routePaths.servicesAiBusinessIntelligence,
  title: 'AI Business Intelligence',
  description: `AI-powered dashboards, forecasts and alerts built on your own data for finance, retail, healthcare and manufacturing, ${productPricing.analyticsPlatform}.`,
  heading: 'AI Business Intelligence',
  intro:
    'Dashboards that explain themselves: forecasts, anomaly alerts and plain-English answers to questions about your sales, stock and staff.',
  contactLabel: serviceCallToActionLabels.scheduleDemo,
  highlightsHeading: 'Capabilities',
  highlights: [
    {
      title: 'Advanced Analytics',
      body: 'Forecasting, anomaly detection and what-if scenarios on live data.',
    },
    {
      title: 'Business Intelligence',
      body: 'Self-service dashboards and scheduled reports for every team.',
    },
    { title: 'Industries', body: 'Finance, retail, healthcare and manufacturing.' },
  ],
});

export const customAnalyticsPage = defineServicePage({
  path: routePaths.servicesCustomAnalytics,
  title: 'Custom Analytics',
  description:
    'Analytics built around your questions: data pipelines, models and dashboards designed for finance, retail, healthcare and manufacturing.',
  heading: 'Custom Analytics',
  intro:
    'When off-the-shelf reports cannot answer your questions, we build the pipelines, models and dashboards that can, and hand them over documented.',
  contactLabel: serviceCallToActionLabels.contactForImplementation,
  highlightsHeading: 'Key features',
  highlights: [
    { title: 'Data pipelines', body: 'Reliable feeds from your tills, CRM, ERP and spreadsheets.' },
    { title: 'Predictive models', body: 'Demand, churn and risk models tuned to your business.' },
    { title: 'Tailored dashboards', body: 'The numbers each role needs, and nothing else.' },
  ],
});

export const dataSciencePage = defineServicePage({
  path: routePaths.servicesDataScience,
  title: 'AI-Driven Data Intelligence',
  description:
    'Business intelligence and custom analytics for sales forecasting, customer segmentation and performance analytics.',
  heading: 'AI-Driven Data Intelligence',
  intro:
    'Turn the data you already collect into forecasts you can plan around, customer segments you can market to and performance numbers you can act on.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  highlightsHeading: 'Data intelligence services',
  highlights: [
    {
      title: 'Business Intelligence',
      body: 'AI-powered dashboards and alerts across your whole operation.',
      link: {
        label: serviceCallToActionLabels.learnMore,
        to: routePaths.servicesAiBusinessIntelligence,
      },
    },
    {
      title: 'Custom Analytics',
      body: 'Pipelines, models and reports built around your own questions.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesCustomAnalytics },
    },
    {
      title: 'Use cases',
      body: 'Sales forecasting, customer segmentation and performance analytics.',
    },
  ],
});
