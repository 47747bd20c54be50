import { productPricing } from '@phi/contracts/constants';
import { productsMessages, serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { products } from './products.ts';
import type { CallToAction, MarketingPage } from './types.ts';

// spec: site-marketing-careers §2.5 (products list), §2.6 (workforce product), §3, §9

const contactUs: CallToAction = {
  label: productsMessages.contactUs,
  to: routePaths.companyContact,
  variant: 'secondary',
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
  highlights: [],
  sections: [
    {
      kind: 'products',
      heading: 'Choose your starting point',
      items: [
        {
          product: products['voice-platform'],
          callsToAction: [
            {
              label: productsMessages.buildVoiceAgent,
              to: routePaths.productsVoicebotBuilder,
              variant: 'primary',
            },
            contactUs,
          ],
          link: { label: 'Voice bot services', to: routePaths.servicesCustomVoiceBots },
        },
        {
          product: products['workforce-suite'],
          callsToAction: [
            {
              label: productsMessages.getStarted,
              to: routePaths.companyContact,
              variant: 'primary',
            },
            contactUs,
          ],
          link: { label: 'Explore Workstream', to: routePaths.productsWorkstream },
        },
        {
          product: products['analytics-platform'],
          callsToAction: [
            {
              label: productsMessages.getStarted,
              to: routePaths.companyContact,
              variant: 'primary',
            },
            contactUs,
          ],
          link: {
            label: 'Business intelligence services',
            to: routePaths.servicesAiBusinessIntelligence,
          },
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Live in weeks, not months',
      steps: [
        {
          title: 'Demo',
          body: 'A walkthrough on your own scenarios, so you see exactly what you would get.',
        },
        {
          title: 'Set-up',
          body: 'We connect your phone lines, rotas or data sources and configure the product.',
        },
        {
          title: 'Pilot',
          body: 'One team or site first, with weekly check-ins and clear success measures.',
        },
        {
          title: 'Roll-out',
          body: 'Everywhere else, with training for your people and support from ours.',
        },
      ],
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
  highlights: [],
  sections: [
    {
      kind: 'offerings',
      heading: 'One system for every shift',
      items: [
        {
          title: 'Scheduling',
          icon: 'calendar',
          body: 'Rotas built from demand forecasts, skills and availability.',
          bullets: ['Publish a week in one click', 'Labour budget shown as you plan'],
        },
        {
          title: 'Attendance',
          icon: 'camera',
          body: 'Face-recognition clock-in that ends buddy punching.',
          bullets: ['Works on a shared tablet', 'Feeds payroll directly'],
        },
        {
          title: 'Shift Management',
          icon: 'users',
          body: 'Swaps, cover and holiday requests handled without a phone call.',
          bullets: ['Manager approval in a tap', 'Rules for rest and hours'],
        },
        {
          title: 'Reporting',
          icon: 'bar-chart',
          body: 'Labour cost, punctuality and performance for every site.',
          bullets: ['Live and historic views', 'Exports for payroll and finance'],
        },
        {
          title: 'Mobile Access',
          icon: 'smartphone',
          body: 'Every employee sees their rota and requests on their phone.',
          bullets: ['iOS and Android', 'Push notifications for changes'],
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Smart Scheduling',
          icon: 'sparkles',
          body: 'AI suggests the right people for every shift, balancing cost, skills and fairness.',
        },
        {
          title: 'Performance Insights',
          icon: 'trending-up',
          body: 'Spot your strongest teams and the shifts that need support.',
        },
        {
          title: 'Task Automation',
          icon: 'workflow',
          body: 'Opening checks, handovers and reminders assigned automatically.',
        },
        {
          title: 'Face-Recognition Attendance',
          icon: 'eye',
          body: 'Accurate, contact-free clock-in with consent and privacy controls.',
        },
        {
          title: 'Compliance Built In',
          icon: 'shield',
          body: 'Working-time rules, breaks and right-to-work checks enforced as you plan.',
        },
        {
          title: 'Payroll Integration',
          icon: 'database',
          body: 'Approved hours flow to your payroll provider without re-keying.',
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
          body: 'Store rotas matched to footfall, across every branch.',
        },
        {
          name: 'Hospitality',
          icon: 'hotel',
          body: 'Front-of-house and kitchen cover planned around bookings.',
        },
        {
          name: 'Logistics',
          icon: 'truck',
          body: 'Warehouse and driver shifts that follow order volumes.',
        },
        {
          name: 'Manufacturing',
          icon: 'factory',
          body: 'Skills-based line staffing and accurate time and attendance.',
        },
      ],
    },
    {
      kind: 'pricing',
      heading: 'Pricing',
      tiers: [
        {
          name: products['workforce-suite'].title,
          price: productPricing.workforceSuite,
          description: 'Every Workstream feature for every employee, with no set-up surprises.',
          includes: [
            'Scheduling, attendance and reporting',
            'Mobile app for all staff',
            'Payroll export and integrations',
            'Onboarding and UK-based support',
          ],
          callToAction: {
            label: serviceCallToActionLabels.scheduleDemo,
            to: routePaths.companyContact,
          },
        },
      ],
    },
  ],
  closing: {
    heading: 'Plan next week’s rota in minutes',
    body: 'See Workstream with your own sites and shift patterns in a 30-minute demo.',
    callsToAction: [
      {
        label: serviceCallToActionLabels.scheduleDemo,
        to: routePaths.companyContact,
        variant: 'primary',
      },
      { label: 'View All Products', to: routePaths.products, variant: 'secondary' },
    ],
  },
};
