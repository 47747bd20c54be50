import type { JobType } from '@phi/contracts';

export interface SeedJob {
  title: string;
  location: string;
  type: JobType;
  description: string;
  requirements: string[];
  /** Days before the seed run, so the list has a believable newest-first order. */
  postedDaysAgo: number;
}

// Sample data, not the company's openings: inserted only by the standalone demo run or with
// SEED_SAMPLE_DATA=true (docs/architecture.md#sample-data). Open roles at an AI automation
// company; together they cover all five job types.
export const seedJobs: SeedJob[] = [
  {
    title: 'Voice AI Engineer',
    location: 'Nottingham, UK (Hybrid)',
    type: 'Full Time',
    description:
      'Build the real-time voice agents our clients put in front of their customers: hotel receptions, restaurant order lines and clinic booking desks. You will own the pipeline from speech recognition through the language model to speech synthesis, tune turn-taking and barge-in so conversations feel natural, and keep end-to-end latency under a second on ordinary phone lines. You will work with our conversation designers on tool calls that book rooms, take orders and check availability against live systems, and with our platform team on monitoring that shows what every agent said and why.',
    requirements: [
      '3+ years building production backend services in TypeScript or Python',
      'Hands-on experience with streaming speech-to-text and text-to-speech APIs',
      'Working knowledge of WebRTC or SIP, and of measuring latency across a media pipeline',
      'Experience designing LLM tool calls and guarding them against bad inputs',
      'Comfortable reading call transcripts and turning failures into test cases',
    ],
    postedDaysAgo: 3,
  },
  {
    title: 'Machine Learning Engineer, Forecasting',
    location: 'Manchester, UK',
    type: 'Full Time',
    description:
      'Our workforce management suite schedules thousands of shifts a week for retailers, warehouses and care providers. You will build the demand forecasting models behind it: predicting footfall, order volumes and call arrivals in 15-minute intervals, then turning those forecasts into staffing requirements. The role covers the full lifecycle, from feature pipelines and backtesting to deployment, drift monitoring and explaining a forecast to an operations manager who has to trust it on a busy Saturday.',
    requirements: [
      'Strong Python and experience with gradient-boosted trees and time-series models',
      'A track record of shipping models to production and monitoring them afterwards',
      'Solid grasp of backtesting, forecast error metrics and prediction intervals',
      'Good SQL and experience with feature pipelines on PostgreSQL or a warehouse',
      'Able to explain model behaviour clearly to non-technical colleagues',
    ],
    postedDaysAgo: 6,
  },
  {
    title: 'Full-Stack Developer (TypeScript)',
    location: 'Remote (UK)',
    type: 'Contract',
    description:
      'A six-month contract, outside IR35, to extend the admin and client portals of our automation platform. You will build React screens for lead management, job applications and voice bot analytics, and the Fastify APIs behind them, with typed contracts shared between both ends. We care about accessible interfaces, fast pages and tests that run against a real database, and we expect every change to ship behind a review with those tests green.',
    requirements: [
      'Commercial experience with React and TypeScript in strict mode',
      'Node.js API development with Fastify or Express and PostgreSQL',
      'Writing integration and end-to-end tests (Vitest, Playwright or similar)',
      'Familiarity with accessibility standards (WCAG 2.2 AA)',
      'Available to start within four weeks and overlap with UK working hours',
    ],
    postedDaysAgo: 9,
  },
  {
    title: 'Data Engineer',
    location: 'Bristol, UK (Hybrid)',
    type: 'Part Time',
    description:
      'Three days a week, helping our data intelligence team bring client data into shape for analytics and machine learning. You will build ingestion from point-of-sale systems, rostering tools and IoT gateways, model it in PostgreSQL, and set up quality checks so a broken feed is caught before a dashboard goes wrong. Much of the work is with manufacturing and hospitality clients, so you will often be the person who turns a messy spreadsheet export into a dependable daily pipeline.',
    requirements: [
      'Experience building batch and incremental pipelines in Python and SQL',
      'Data modelling for analytics on PostgreSQL or a cloud warehouse',
      'Orchestration with a scheduler such as Airflow, Dagster or Prefect',
      'Data quality testing and alerting on pipeline failures',
    ],
    postedDaysAgo: 14,
  },
  {
    title: 'IoT Engineering Intern',
    location: 'Nottingham, UK',
    type: 'Internship',
    description:
      'A twelve-week summer internship in our industrial automation team. You will help build the sensor kits we install on packaging lines and compressors: wiring vibration and temperature sensors to microcontrollers, writing firmware that publishes readings over MQTT, and checking the data arrives clean in our predictive maintenance models. You will spend time on a client site with an engineer, and finish by presenting a working prototype to the team.',
    requirements: [
      'Studying electronic engineering, computer science or a related degree',
      'Some experience programming microcontrollers in C, C++ or MicroPython',
      'Basic understanding of sensors, serial buses (I2C, SPI) and networking',
      'Curiosity about how factories run, and care when working on live equipment',
    ],
    postedDaysAgo: 20,
  },
  {
    title: 'Conversation Designer',
    location: 'Remote',
    type: 'Freelance',
    description:
      'We are looking for freelance conversation designers to script and refine the voice agents we build for clients. You will map real call flows with the client, write prompts and fallback paths that sound like their brand, design how the agent confirms details and hands over to a person, and review transcripts every week to fix where callers get stuck. Projects typically run two to six weeks, paid per day.',
    requirements: [
      'A portfolio of voice or chat experiences that went live with real users',
      'Strong writing for the ear: short turns, clear confirmations, graceful repair',
      'Experience prompting large language models and testing their edge cases',
      'Comfortable leading workshops with client staff who answer the phones today',
      'Able to commit at least two days a week during a project',
    ],
    postedDaysAgo: 27,
  },
  {
    title: 'Solutions Architect, AI Automation',
    location: 'Edinburgh, UK (Hybrid)',
    type: 'Full Time',
    description:
      'Work with prospective and new clients to find where automation pays off, then design it. You will run discovery sessions, size voice agent and scheduling deployments, design integrations with booking, EPOS and ERP systems, and write the technical proposal the delivery team builds from. After go-live you stay close to the account, measuring results against the business case and spotting the next opportunity.',
    requirements: [
      '5+ years in solutions architecture, technical consulting or senior engineering',
      'Experience integrating SaaS products with enterprise systems through APIs',
      'A working understanding of LLMs, speech technology and their limits',
      'Confident presenting designs and costs to both engineers and executives',
      'Willing to travel to client sites across the UK',
    ],
    postedDaysAgo: 34,
  },
];
