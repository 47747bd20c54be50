import { productPricing, voicePlatformLanguages } from '@phi/contracts/constants';
import type { Product, ProductId } from '@phi/contracts/public';

// spec: site-marketing-careers §3 (Product: fixed content, not fetched) and §9 (pricing)
export const products: Readonly<Record<ProductId, Product>> = {
  'voice-platform': {
    id: 'voice-platform',
    title: 'Voice Platform',
    description: `AI voice agents that answer calls, take bookings and orders, capture leads and support customers around the clock in ${voicePlatformLanguages} languages.`,
    features: [
      `Natural conversations in ${voicePlatformLanguages} languages`,
      'Calendar, CRM and ordering integrations',
      'Warm transfer to your team with a call summary',
      'Recordings, transcripts and call analytics',
    ],
    useCases: [
      'Reception and appointment booking',
      'Takeaway and delivery orders',
      'Customer support lines',
      'Out-of-hours lead capture',
    ],
    pricing: productPricing.voicePlatform,
  },
  'workforce-suite': {
    id: 'workforce-suite',
    title: 'Workforce Suite',
    description:
      'Workstream plans shifts, records attendance with face recognition and shows performance across every site, with a mobile app for every employee.',
    features: [
      'Smart scheduling from demand forecasts',
      'Face-recognition attendance',
      'Shift swaps and holiday requests on mobile',
      'Labour cost and performance reporting',
    ],
    useCases: [
      'Multi-site retail rotas',
      'Hotel and restaurant staffing',
      'Warehouse shift planning',
      'Manufacturing time and attendance',
    ],
    pricing: productPricing.workforceSuite,
  },
  'analytics-platform': {
    id: 'analytics-platform',
    title: 'Analytics Platform',
    description:
      'Business intelligence on your own data: live dashboards, nightly forecasts, anomaly alerts and plain-English answers to your questions.',
    features: [
      'Connectors for tills, CRM, ERP and spreadsheets',
      'Automated sales and demand forecasts',
      'Anomaly alerts to the right person',
      'Natural-language questions and answers',
    ],
    useCases: [
      'Sales and demand forecasting',
      'Customer segmentation',
      'Store and team performance',
      'Board and investor reporting',
    ],
    pricing: productPricing.analyticsPlatform,
  },
};
