import { serviceCallToActionLabels, servicesLandingMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage } from './service-page.ts';

// spec: site-marketing-careers §2.6 (service pages)

export const softwareDevelopmentPage = defineServicePage({
  path: routePaths.servicesSoftwareDevelopment,
  title: 'AI-Enhanced Software Development',
  description:
    'Web and mobile applications with AI built in: personalisation, search, vision and assistants, designed and built by Phi Automation.',
  heading: 'Adaptive AI Software',
  intro:
    'Applications that learn from the people using them. We build web platforms and mobile apps with personalisation, smart search and assistants designed in from the start.',
  contactLabel: serviceCallToActionLabels.startYourProject,
  highlightsHeading: 'What we build',
  highlights: [
    {
      title: 'Web Development',
      body: 'Fast, accessible web platforms with AI search, recommendations and content tools.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesWebDevelopment },
    },
    {
      title: 'Mobile Apps',
      body: 'iOS and Android apps with on-device vision, voice and offline intelligence.',
      link: {
        label: serviceCallToActionLabels.learnMore,
        to: routePaths.servicesMobileDevelopment,
      },
    },
  ],
});

export const webDevelopmentPage = defineServicePage({
  path: routePaths.servicesWebDevelopment,
  title: 'AI-Enhanced Web Development',
  description:
    'Web platforms with AI search, recommendations and assistants for e-commerce, finance, healthcare and education.',
  heading: 'AI-Enhanced Web Development',
  intro:
    'Web applications that load fast, meet accessibility standards and use AI where it helps your visitors most: finding, choosing and getting answers.',
  contactLabel: serviceCallToActionLabels.startYourProject,
  highlightsHeading: 'Capabilities',
  highlights: [
    { title: 'AI integration', body: 'Semantic search, recommendations and embedded assistants.' },
    {
      title: 'Technologies',
      body: 'React, TypeScript and Node.js on infrastructure you can run yourself.',
    },
    { title: 'Industries', body: 'E-commerce, finance, healthcare and education.' },
  ],
});

export const mobileDevelopmentPage = defineServicePage({
  path: routePaths.servicesMobileDevelopment,
  title: 'AI-Enhanced Mobile Development',
  description:
    'iOS and Android apps with on-device AI for vision, voice and personalisation, built for performance and privacy.',
  heading: 'AI-Enhanced Mobile Development',
  intro:
    'Mobile apps that recognise, listen and adapt on the device itself, so they stay fast, private and useful even without a signal.',
  contactLabel: serviceCallToActionLabels.startYourProject,
  highlightsHeading: 'Technologies',
  highlights: [
    { title: 'iOS', body: 'Native Swift apps using Core ML for on-device intelligence.' },
    { title: 'Android', body: 'Kotlin apps with on-device models that run on mid-range phones.' },
    { title: 'AI & ML', body: 'Vision, speech and recommendation models shaped to your use case.' },
    {
      title: 'Performance',
      body: 'Quick start-up, small downloads and battery-friendly inference.',
    },
  ],
});

export const iotPage = defineServicePage({
  path: routePaths.servicesIot,
  title: 'AI-Powered IoT',
  description:
    'Smart homes, AI security cameras and smart notifications: connected devices for homes and facilities that learn and alert intelligently.',
  heading: 'AI-Powered IoT',
  intro:
    'Connected devices that do more than report: they learn routines, spot what is unusual and tell the right person straight away, at home or across a whole facility.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  secondary: {
    label: servicesLandingMessages.viewOurProducts,
    to: routePaths.products,
    variant: 'secondary',
  },
  highlightsHeading: 'Home and facility IoT',
  highlights: [
    {
      title: 'Smart Homes',
      body: 'Lighting, heating and security that adapt to the people living there.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesSmartHomes },
    },
    {
      title: 'AI Cameras',
      body: 'Cameras that recognise events, not just motion, for homes and businesses.',
      link: { label: serviceCallToActionLabels.learnMore, to: routePaths.servicesAiCameras },
    },
    {
      title: 'Smart Notifications',
      body: 'Alerts filtered by urgency and sent to the right person on the right channel.',
      link: {
        label: serviceCallToActionLabels.learnMore,
        to: routePaths.servicesSmartNotifications,
      },
    },
  ],
});

export const smartHomesPage = defineServicePage({
  path: routePaths.servicesSmartHomes,
  title: 'Smart Home Systems',
  description:
    'AI smart home systems for single family homes, apartments, multi-family buildings and luxury homes: automation that learns your routines.',
  heading: 'Smart Home Systems',
  intro:
    'Heating, lighting, locks and cameras that learn how your household lives and adjust themselves, all controlled from one app or by voice.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  highlightsHeading: 'Capabilities',
  highlights: [
    {
      title: 'Automation & Control',
      body: 'Scenes, schedules and voice control across every device.',
    },
    {
      title: 'AI Learning & Adaptation',
      body: 'Routines learned from daily life, saving energy without effort.',
    },
    {
      title: 'Home types',
      body: 'Single family homes, apartments, multi-family buildings and luxury homes.',
    },
  ],
});

export const aiCamerasPage = defineServicePage({
  path: routePaths.servicesAiCameras,
  title: 'AI-Integrated Security Cameras',
  description:
    'AI security cameras with computer vision and intelligent analytics for commercial, residential, healthcare and industrial sites.',
  heading: 'AI-Integrated Security Cameras',
  intro:
    'Cameras that tell a delivery from an intruder, count visitors and spot hazards, and only wake you for what matters.',
  contactLabel: serviceCallToActionLabels.scheduleDemo,
  highlightsHeading: 'Capabilities',
  highlights: [
    {
      title: 'Computer Vision',
      body: 'People, vehicle and object recognition running on the camera.',
    },
    {
      title: 'Intelligent Analytics',
      body: 'Footfall, dwell times and safety events in one dashboard.',
    },
    { title: 'Industries', body: 'Commercial, residential, healthcare and industrial sites.' },
  ],
});

export const smartNotificationsPage = defineServicePage({
  path: routePaths.servicesSmartNotifications,
  title: 'Smart Notification Systems',
  description:
    'Intelligent alerts by email, SMS, push and in-app, filtered by urgency for enterprises, smart homes, healthcare and manufacturing.',
  heading: 'Smart Notification Systems',
  intro:
    'Fewer, better alerts. Our notification engine decides what is urgent, who needs to know and which channel will reach them: email, SMS, push or in-app.',
  contactLabel: serviceCallToActionLabels.getStartedToday,
  highlightsHeading: 'Capabilities',
  highlights: [
    {
      title: 'Intelligent Filtering',
      body: 'Duplicates merged and noise suppressed before anyone is disturbed.',
    },
    { title: 'Advanced Features', body: 'Escalation chains, quiet hours and delivery tracking.' },
    { title: 'Industries', body: 'Enterprise, smart homes, healthcare and manufacturing.' },
  ],
});
