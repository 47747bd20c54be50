import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage } from './service-page.ts';

// docs/architecture.md#departures, 5: /services/open-source-ai is linked by the spec's AI & ML
// landing (§2.3) but missing from its route table, so it gets a real service page.

export const openSourceAiPage = defineServicePage({
  path: routePaths.servicesOpenSourceAi,
  title: 'Open-Source AI',
  description:
    'Open-source language, speech and vision models fine-tuned on your data and deployed on your own infrastructure or private cloud.',
  heading: 'Open-Source AI',
  intro:
    'Keep your data and your costs under your control. We select, fine-tune and host open models for language, speech and vision, on your servers or a private cloud.',
  contactLabel: serviceCallToActionLabels.getFreeConsultation,
  sections: [
    {
      kind: 'features',
      heading: 'What we deliver',
      items: [
        {
          title: 'Model Selection',
          icon: 'search',
          body: 'Open models benchmarked on your own tasks and documents before you commit to one.',
        },
        {
          title: 'Fine-Tuning',
          icon: 'sparkles',
          body: 'Models adapted to your vocabulary, products and tone with parameter-efficient training.',
        },
        {
          title: 'Private Deployment',
          icon: 'server',
          body: 'Hosting on your own hardware or cloud account, so prompts and data never leave your control.',
        },
        {
          title: 'Predictable Costs',
          icon: 'trending-up',
          body: 'No per-token or per-seat charges: you pay for the hardware you run, however busy it gets.',
        },
        {
          title: 'Monitoring',
          icon: 'bar-chart',
          body: 'Quality, latency and drift tracked from day one, with alerts before users notice a problem.',
        },
        {
          title: 'Governance',
          icon: 'shield',
          body: 'Licences checked, training data documented and outputs filtered to your policies.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Use cases',
      groups: [
        {
          title: 'Private Assistants',
          items: [
            'Search and answers over internal documents',
            'Contract and policy summaries',
            'Drafting replies in your house style',
          ],
        },
        {
          title: 'Speech and Vision',
          items: [
            'On-premises transcription of calls and meetings',
            'Visual inspection on the production line',
            'Document scanning and data extraction',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Finance',
          icon: 'landmark',
          body: 'Models that stay inside your regulated environment and audit boundary.',
        },
        {
          name: 'Healthcare',
          icon: 'heart-pulse',
          body: 'Clinical documents processed without patient data leaving your network.',
        },
        {
          name: 'Manufacturing',
          icon: 'factory',
          body: 'Vision and language models running at the edge, beside the machines.',
        },
        {
          name: 'Public Sector',
          icon: 'building',
          body: 'Sovereign hosting and transparent models that can be inspected and explained.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Own your AI',
    body: 'We will benchmark open models on a sample of your work and give you a clear comparison with the hosted alternatives.',
  },
});
