import { productPricing } from '@phi/contracts/constants';
import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage, learnMore } from './service-page.ts';
import type { Industry } from './types.ts';

// spec: site-marketing-careers §2.6 (data intelligence, AI business intelligence, custom
// analytics) and §9 (business intelligence platform from £200/month)

const dataIndustries: readonly Industry[] = [
  {
    name: 'Finance',
    icon: 'landmark',
    body: 'Cash-flow forecasts, risk scoring and reporting that stands up to an audit.',
  },
  {
    name: 'Retail',
    icon: 'store',
    body: 'Demand forecasts by store and product, basket analysis and markdown planning.',
  },
  {
    name: 'Healthcare',
    icon: 'heart-pulse',
    body: 'Patient flow, waiting-list and staffing analytics on securely handled data.',
  },
  {
    name: 'Manufacturing',
    icon: 'factory',
    body: 'Yield, downtime and maintenance analytics straight from the production line.',
  },
];

export const dataSciencePage = defineServicePage({
  path: routePaths.servicesDataScience,
  title: 'AI-Driven Data Intelligence',
  description:
    'Business intelligence and custom analytics for sales forecasting, customer segmentation and performance analytics.',
  heading: 'AI-Driven Data Intelligence',
  intro:
    'Turn the data you already collect into forecasts you can plan around, customer segments you can market to and performance numbers you can act on.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  sections: [
    {
      kind: 'offerings',
      heading: 'Data intelligence services',
      items: [
        {
          title: 'Business Intelligence',
          icon: 'bar-chart',
          body: 'AI-powered dashboards, forecasts and alerts across your whole operation.',
          bullets: [
            'Live dashboards for every team',
            'Forecasts and anomaly alerts',
            'Questions answered in plain English',
            `Platform ${productPricing.analyticsPlatform}`,
          ],
          link: learnMore(routePaths.servicesAiBusinessIntelligence),
        },
        {
          title: 'Custom Analytics',
          icon: 'database',
          body: 'Pipelines, models and reports built around the questions only your business asks.',
          bullets: [
            'Data pipelines from every source',
            'Predictive models tuned to you',
            'Reports designed for each role',
            'Handed over fully documented',
          ],
          link: learnMore(routePaths.servicesCustomAnalytics),
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Use cases',
      items: [
        {
          title: 'Sales Forecasting',
          icon: 'trending-up',
          body: 'Weekly and seasonal forecasts by product, region and channel, so stock and staffing follow demand.',
        },
        {
          title: 'Customer Segmentation',
          icon: 'users',
          body: 'Groups of customers by behaviour and value, ready for targeted campaigns and offers.',
        },
        {
          title: 'Performance Analytics',
          icon: 'target',
          body: 'Site, team and product performance compared side by side, with the reasons behind each change.',
        },
      ],
    },
    { kind: 'industries', heading: 'Industries', items: dataIndustries },
  ],
  closing: {
    heading: 'Put your data to work',
    body: 'Tell us the decision you most want to get right. We will show you what your data already says about it.',
  },
});

export const aiBusinessIntelligencePage = defineServicePage({
  path: routePaths.servicesAiBusinessIntelligence,
  title: 'AI Business Intelligence',
  description: `AI-powered dashboards, forecasts and alerts built on your own data for finance, retail, healthcare and manufacturing, ${productPricing.analyticsPlatform}.`,
  heading: 'AI Business Intelligence',
  intro:
    'Dashboards that explain themselves: forecasts, anomaly alerts and plain-English answers to questions about your sales, stock and staff.',
  contactLabel: serviceCallToActionLabels.scheduleDemo,
  sections: [
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Natural-Language Questions',
          icon: 'message',
          body: 'Ask “which stores missed target last week?” and get a chart and an answer.',
        },
        {
          title: 'Automated Forecasts',
          icon: 'trending-up',
          body: 'Sales, demand and cash forecasts refreshed every night with confidence ranges.',
        },
        {
          title: 'Anomaly Alerts',
          icon: 'bell',
          body: 'Unusual drops and spikes flagged to the right person before they become problems.',
        },
        {
          title: 'Live Dashboards',
          icon: 'bar-chart',
          body: 'Always-current views for directors, managers and teams, on desktop and mobile.',
        },
        {
          title: 'Connected Data',
          icon: 'database',
          body: 'Tills, CRM, ERP, accounts and spreadsheets combined into one trusted source.',
        },
        {
          title: 'Secure Sharing',
          icon: 'lock',
          body: 'Row-level permissions so each person sees exactly the numbers they should.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'What you can do',
      groups: [
        {
          title: 'Advanced Analytics',
          items: [
            'Forecasting with seasonal and promotional effects',
            'Anomaly and fraud detection',
            'What-if scenarios for pricing and staffing',
            'Drivers analysis that explains every change',
          ],
        },
        {
          title: 'Business Intelligence',
          items: [
            'Self-service dashboards for every team',
            'Scheduled reports by e-mail',
            'KPI targets with traffic-light tracking',
            'Mobile access for managers on the move',
          ],
        },
      ],
    },
    { kind: 'industries', heading: 'Industries', items: dataIndustries },
    {
      kind: 'pricing',
      heading: 'Pricing',
      tiers: [
        {
          name: 'Analytics Platform',
          price: productPricing.analyticsPlatform,
          description: 'AI dashboards, forecasts and alerts on your connected data.',
          includes: [
            'Connectors for your core systems',
            'Nightly forecasts and anomaly alerts',
            'Natural-language questions',
            'Onboarding and training for your team',
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
    heading: 'See your own numbers explained',
    body: 'Book a demo with a sample of your data and watch the platform find what your reports miss.',
    secondary: {
      label: 'Explore Custom Analytics',
      to: routePaths.servicesCustomAnalytics,
      variant: 'secondary',
    },
  },
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
  sections: [
    {
      kind: 'features',
      heading: 'Key features',
      items: [
        {
          title: 'Data Pipelines',
          icon: 'workflow',
          body: 'Reliable, monitored feeds from tills, CRM, ERP, sensors and spreadsheets.',
        },
        {
          title: 'Predictive Models',
          icon: 'brain',
          body: 'Demand, churn and risk models trained and validated on your own history.',
        },
        {
          title: 'Tailored Dashboards',
          icon: 'bar-chart',
          body: 'The numbers each role needs, laid out the way they make decisions.',
        },
        {
          title: 'Data Quality',
          icon: 'filter',
          body: 'Automatic checks catch missing and inconsistent data before it reaches a report.',
        },
        {
          title: 'Real-Time Streams',
          icon: 'zap',
          body: 'Event data processed as it arrives for operations that cannot wait for tomorrow.',
        },
        {
          title: 'Full Ownership',
          icon: 'lock',
          body: 'Code, models and documentation are yours, running on infrastructure you control.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Analytics capabilities',
      groups: [
        {
          title: 'Descriptive and Diagnostic',
          items: [
            'Unified reporting across systems',
            'Cohort and funnel analysis',
            'Root-cause analysis of changes',
          ],
        },
        {
          title: 'Predictive and Prescriptive',
          items: [
            'Demand and revenue forecasting',
            'Churn and propensity scoring',
            'Optimised pricing, stock and staffing plans',
          ],
        },
      ],
    },
    { kind: 'industries', heading: 'Industries', items: dataIndustries },
  ],
  closing: {
    heading: 'Answer the questions your reports cannot',
    body: 'Bring us a question and the data behind it. We will scope the pipeline, model and dashboard to answer it.',
    secondary: {
      label: 'Explore AI Business Intelligence',
      to: routePaths.servicesAiBusinessIntelligence,
      variant: 'secondary',
    },
  },
});
