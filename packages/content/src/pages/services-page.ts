import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import type { MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.4, hero button to /company/contact; four sections linking to
// the AI/ML, software development, IoT and data science pages; closing buttons to
// /company/contact and /products/voicebot-builder.
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
  highlights: [],
  sections: [
    {
      kind: 'offerings',
      heading: 'Four ways we help',
      intro: 'Every engagement is run by one team, from the first workshop to long-term support.',
      items: [
        {
          title: 'AI & Machine Learning',
          icon: 'brain',
          body: 'Voice bots, conversational AI and agentic software that handle real conversations and real workflows.',
          bullets: ['Custom voice bots', 'Conversational AI', 'Agentic software', 'Open-source AI'],
          link: { label: 'Explore AI & ML', to: routePaths.servicesAiMl },
        },
        {
          title: 'AI-Enhanced Software',
          icon: 'code',
          body: 'Web and mobile applications with intelligence built in, from recommendations to on-device vision.',
          bullets: [
            'Web platforms and portals',
            'iOS and Android apps',
            'AI search and assistants',
            'Integration with your systems',
          ],
          link: {
            label: 'Explore Software Development',
            to: routePaths.servicesSoftwareDevelopment,
          },
        },
        {
          title: 'AI-Powered IoT',
          icon: 'wifi',
          body: 'Connected homes, cameras and facilities that learn patterns and alert the right person at the right time.',
          bullets: [
            'Smart home systems',
            'AI security cameras',
            'Smart notifications',
            'Facility monitoring',
          ],
          link: { label: 'Explore IoT', to: routePaths.servicesIot },
        },
        {
          title: 'Data Intelligence',
          icon: 'bar-chart',
          body: 'Business intelligence and custom analytics that turn scattered data into forecasts and decisions.',
          bullets: [
            'AI business intelligence',
            'Custom analytics',
            'Sales forecasting',
            'Customer segmentation',
          ],
          link: { label: 'Explore Data Science', to: routePaths.servicesDataScience },
        },
      ],
    },
    {
      kind: 'process',
      heading: 'How we work',
      steps: [
        {
          title: 'Consultation',
          body: 'A free call to understand your operation and where automation pays back fastest.',
        },
        {
          title: 'Proposal',
          body: 'A written scope with a fixed price, a timeline and the results we will measure.',
        },
        {
          title: 'Delivery',
          body: 'Working software every two weeks, tested with your team on your own data.',
        },
        {
          title: 'Support',
          body: 'Monitoring, tuning and a named contact long after go-live.',
        },
      ],
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
