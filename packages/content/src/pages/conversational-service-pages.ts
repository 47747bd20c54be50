import { serviceCallToActionLabels } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { defineServicePage } from './service-page.ts';

// spec: site-marketing-careers §2.6 (conversational AI, agentic software) and ARCHITECTURE.md
// departure 5 (open-source AI, linked by the spec's landing but missing from its table)

export const conversationalAiPage = defineServicePage({
  path: routePaths.servicesConversationalAi,
  title: 'Conversational AI',
  description:
    'Chat assistants that understand natural language, work across every channel and hand over to your team when a human is needed.',
  heading: 'Conversational AI',
  intro:
    'Assistants that resolve support questions and qualify leads in your website chat and messaging apps, and hand the conversation to a person the moment it needs one.',
  contactLabel: serviceCallToActionLabels.buildYourChatbot,
  heroGraphic: 'chat',
  sections: [
    {
      kind: 'features',
      heading: 'Features',
      items: [
        {
          title: 'Natural Language Processing',
          icon: 'brain',
          body: 'Understands intent, context and typos, not just keywords, so customers can ask in their own words.',
        },
        {
          title: 'Omnichannel',
          icon: 'layers',
          body: 'Website chat, WhatsApp, Messenger and SMS share one assistant, one history and one set of answers.',
        },
        {
          title: '24/7 Support',
          icon: 'clock',
          body: 'Customers get accurate answers at midnight and on bank holidays, without an on-call rota.',
        },
        {
          title: 'Human Handoff',
          icon: 'handshake',
          body: 'Escalates to the right person with the whole conversation attached, so nobody has to repeat themselves.',
        },
        {
          title: 'Instant Responses',
          icon: 'zap',
          body: 'Replies in seconds during a sale or an outage, however many conversations arrive at once.',
        },
        {
          title: 'Secure',
          icon: 'lock',
          body: 'Encrypted conversations, personal data masked in logs and HIPAA-ready options for healthcare.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Use cases',
      groups: [
        {
          title: 'Customer Support',
          body: 'Deflect the repetitive questions and speed up the rest.',
          items: [
            'Answers drawn from your help centre and policies',
            'Order tracking and account look-ups',
            'Troubleshooting guided step by step',
            'Tickets created with a summary when staff are needed',
          ],
        },
        {
          title: 'Lead Generation',
          body: 'Turn website visitors into booked sales conversations.',
          items: [
            'Qualifying questions asked in a natural way',
            'Meetings booked into your sales calendar',
            'Leads written to your CRM with the transcript',
            'Follow-up messages for visitors who leave early',
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
          body: 'Patient questions, appointment changes and pre-visit instructions handled securely.',
        },
        {
          name: 'E-commerce',
          icon: 'shopping-cart',
          body: 'Product advice, sizing help and order tracking that lift conversion and cut returns.',
        },
        {
          name: 'Hospitality',
          icon: 'hotel',
          body: 'Booking enquiries, special requests and local recommendations for every guest.',
        },
        {
          name: 'Automotive',
          icon: 'car',
          body: 'Vehicle enquiries, finance questions and test-drive bookings from your website.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Give every visitor an instant answer',
    body: 'Send us your help pages and we will show you an assistant answering your customers’ real questions.',
  },
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
  sections: [
    {
      kind: 'features',
      heading: 'Capabilities',
      items: [
        {
          title: 'Goal-Driven Planning',
          icon: 'target',
          body: 'Give an agent an outcome and it works out the steps, the order and the systems involved.',
        },
        {
          title: 'Tool Use',
          icon: 'workflow',
          body: 'Agents work through your ERP, CRM, e-mail and spreadsheets using the same access a person would.',
        },
        {
          title: 'Human in the Loop',
          icon: 'handshake',
          body: 'Spending limits and approval steps keep people in charge of the decisions that matter.',
        },
        {
          title: 'Self-Checking',
          icon: 'search',
          body: 'Every result is verified against your rules before it is committed, and retried when it fails.',
        },
        {
          title: 'Full Audit Trail',
          icon: 'database',
          body: 'Each action is logged with its reason, so you can see what an agent did and why.',
        },
        {
          title: 'Continuous Operation',
          icon: 'clock',
          body: 'Agents work through queues overnight and at weekends, ready for your team in the morning.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Applications',
      groups: [
        {
          title: 'Workforce Management',
          body: 'Keep every shift covered without a manager on the phone.',
          items: [
            'Fill shift gaps from available, qualified staff',
            'Approve swaps and holidays against your rules',
            'Flag overtime and fatigue risks before they happen',
            'Send rota changes to staff phones instantly',
          ],
        },
        {
          title: 'Business Process Automation',
          body: 'Back-office work handled end to end.',
          items: [
            'Invoices matched to orders and queued for payment',
            'Purchase orders raised when stock runs low',
            'New starters onboarded across every system',
            'Weekly reports compiled and sent on time',
          ],
        },
      ],
    },
    {
      kind: 'industries',
      heading: 'Industries',
      items: [
        {
          name: 'Manufacturing',
          icon: 'factory',
          body: 'Production schedules, maintenance tickets and supplier orders kept in step.',
        },
        {
          name: 'Retail',
          icon: 'store',
          body: 'Replenishment, store rotas and price updates across every branch.',
        },
        {
          name: 'Hospitality',
          icon: 'hotel',
          body: 'Staffing matched to bookings and events, with supplier orders placed automatically.',
        },
        {
          name: 'Logistics',
          icon: 'truck',
          body: 'Route exceptions, proof-of-delivery checks and carrier invoices handled around the clock.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Hand the busywork to an agent',
    body: 'Pick one process that eats your team’s week. We will scope an agent for it and show you the results on your own data.',
  },
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
