import type { WebVitalName, WebVitalRating } from '@phi/contracts/public';

// Ours: the Site Health screen (docs/architecture.md#monitoring); the spec has no such screen.
export const siteHealthCopy = {
  subheading:
    'What visitors’ browsers report: Web Vitals at the 75th percentile of page loads, rated by web.dev’s thresholds, and the errors they met. Days are UTC.',
  vitalsHeading: 'Web Vitals',
  allRoutes: 'All pages',
  route: 'Page',
  samples: (count: number) => `${count} ${count === 1 ? 'sample' : 'samples'}`,
  thresholds: (good: string, poor: string) => `Good ≤ ${good}, poor > ${poor}`,
  noVitals: 'No Web Vitals were reported in this period.',
  errorsHeading: 'Errors',
  errorsTotal: 'Errors in the period',
  errorsChart: 'Errors per day by message',
  noErrors: 'No errors were reported in this period.',
  message: 'Message',
  count: 'Count',
  lastSeen: 'Last seen',
  latestErrorIds: 'Latest error ids',
  noErrorIds: 'None shown to visitors',
  otherMessages: (count: number) => `${count} more in other messages`,
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<WebVitalRating, string>,
  metricNames: {
    LCP: 'Largest Contentful Paint',
    CLS: 'Cumulative Layout Shift',
    INP: 'Interaction to Next Paint',
    FCP: 'First Contentful Paint',
    TTFB: 'Time to First Byte',
  } satisfies Record<WebVitalName, string>,
} as const;
