import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage, learnMore } from './service-page.ts';

// spec: site-marketing-careers §2.6 (adaptive AI software landing, AI-enhanced web and mobile
// development)

export const softwareDevelopmentPage = defineServicePage({
  path: routePaths.servicesSoftwareDevelopment,
  title: 'AI-Enhanced Software Development',
  description:
    'Web and mobile applications with AI built in: personalisation, search, vision and assistants, designed and built by Phi Automation.',
  heading: 'Adaptive AI Software',
  intro:
    'Applications that learn from the people using them. We build web platforms and mobile apps with personalisation, smart search and assistants designed in from the start.',
  contactLabel: serviceCallToActionLabels.startYourProject,
  sections: [
    {
      kind: 'offerings',
      heading: 'What we build',
      items: [
        {
          title: 'Web Development',
          icon: 'globe',
          body: 'Fast, accessible web platforms with intelligence where your visitors need it.',
          bullets: [
            'AI search and recommendations',
            'Embedded assistants and smart forms',
            'Personalised content for every visitor',
            'Accessible, fast and secure by default',
          ],
          link: learnMore(routePaths.servicesWebDevelopment),
        },
        {
          title: 'Mobile Apps',
          icon: 'smartphone',
          body: 'iOS and Android apps that see, listen and adapt on the device itself.',
          bullets: [
            'On-device vision and voice',
            'Offline intelligence without a signal',
            'Personalised journeys and notifications',
            'Native performance on every phone',
          ],
          link: learnMore(routePaths.servicesMobileDevelopment),
        },
      ],
    },
    {
      kind: 'process',
      heading: 'How we deliver',
      steps: [
        {
          title: 'Discovery',
          body: 'Workshops with your users define what the software must do and where AI helps.',
        },
        {
          title: 'Design',
          body: 'Clickable prototypes tested with real users before a line of production code.',
        },
        {
          title: 'Build',
          body: 'Two-week sprints with a working release you can try at the end of each one.',
        },
        {
          title: 'Support',
          body: 'Monitoring, updates and model improvements for as long as you need them.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Build software that gets smarter with use',
    body: 'Tell us about your idea or the system you want to improve. We will come back with a plan, a timeline and a fixed quote.',
  },
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
  sections: [
    {
      kind: 'features',
      heading: 'Capabilities',
      items: [
        {
          title: 'Web Applications',
          icon: 'code',
          body: 'Customer portals, booking systems and internal tools built to last.',
        },
        {
          title: 'E-commerce Platforms',
          icon: 'shopping-cart',
          body: 'Shops that recommend, upsell and answer product questions on their own.',
        },
        {
          title: 'Progressive Web Apps',
          icon: 'smartphone',
          body: 'App-like experiences that install from the browser and work offline.',
        },
        {
          title: 'Performance and Accessibility',
          icon: 'zap',
          body: 'Pages that load in under two seconds and meet WCAG 2.2 AA.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'AI integration capabilities',
      groups: [
        {
          title: 'For your visitors',
          items: [
            'Semantic search that understands questions',
            'Product and content recommendations',
            'Embedded chat assistants',
            'Smart forms that fill themselves in',
          ],
        },
        {
          title: 'For your team',
          items: [
            'Content drafting and translation',
            'Automatic tagging and moderation',
            'Behaviour analytics and A/B insights',
            'Document extraction into your systems',
          ],
        },
        {
          title: 'Technologies',
          items: [
            'React, TypeScript and Node.js',
            'PostgreSQL and vector search',
            'Open and hosted language models',
            'Cloud or self-hosted deployment',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'E-commerce',
          icon: 'shopping-cart',
          body: 'Storefronts that convert more visitors and answer before they ask.',
        },
        {
          name: 'Finance',
          icon: 'landmark',
          body: 'Secure client portals with document handling and guided applications.',
        },
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Patient booking and information services that everyone can use.',
        },
        {
          name: 'Education',
          icon: 'graduation-cap',
          body: 'Learning platforms with personalised paths and AI tutoring.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Start your web project',
    body: 'From a new platform to AI features for the site you already have, we will scope it with you in one call.',
    secondary: {
      label: 'Explore Mobile Development',
      to: routePaths.servicesMobileDevelopment,
      variant: 'secondary',
    },
  },
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
  sections: [
    {
      kind: 'features',
      heading: 'Capabilities',
      items: [
        {
          title: 'On-Device Vision',
          icon: 'camera',
          body: 'Scan documents, recognise products and check work with the phone’s camera.',
        },
        {
          title: 'Voice Interfaces',
          icon: 'mic',
          body: 'Hands-free control and dictation for people whose hands are busy.',
        },
        {
          title: 'Personalisation',
          icon: 'sparkles',
          body: 'Content and notifications that adapt to each user’s habits.',
        },
        {
          title: 'Offline First',
          icon: 'wifi',
          body: 'Full functionality in basements, warehouses and rural sites, syncing when back online.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Technologies',
      groups: [
        {
          title: 'iOS',
          items: ['Swift and SwiftUI', 'Core ML models on device', 'App Store release management'],
        },
        {
          title: 'Android',
          items: [
            'Kotlin and Jetpack Compose',
            'On-device models via LiteRT',
            'Google Play releases',
          ],
        },
        {
          title: 'AI & ML',
          items: [
            'Vision, speech and text models',
            'Compression for mobile hardware',
            'Private on-device inference',
          ],
        },
        {
          title: 'Performance',
          items: [
            'Fast start-up and small downloads',
            'Battery-friendly inference',
            'Crash and speed monitoring',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Retail',
          icon: 'store',
          body: 'Shopping apps with visual search and loyalty that feels personal.',
        },
        {
          name: 'Logistics',
          icon: 'truck',
          body: 'Driver and warehouse apps with scanning and proof of delivery offline.',
        },
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Patient and carer apps with secure, private data handling.',
        },
        {
          name: 'Field Services',
          icon: 'users',
          body: 'Inspection and job apps that guide engineers through every visit.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Put AI in your customers’ pockets',
    body: 'Tell us who will use the app and what they need to get done. We will design it around them.',
    secondary: {
      label: 'Explore Web Development',
      to: routePaths.servicesWebDevelopment,
      variant: 'secondary',
    },
  },
});
