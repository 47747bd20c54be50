// The site's monitoring (spec: voice §3 and §7; docs/architecture.md#monitoring). Without zod:
// the site's monitoring script reads these, and zod stays out of it.

// The Core Web Vitals and the two loading metrics the site reports, with web.dev's thresholds:
// a value up to `good` is good, up to `poor` needs improvement, above it is poor (ms; CLS unitless).
export const webVitalNames = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof webVitalRatings)[number];
export const webVitalThresholds: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function isWebVitalName(name: string): name is WebVitalName {
  return (webVitalNames as readonly string[]).includes(name);
}

/** web.dev's rating of one value (or of a p75) of a metric. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = webVitalThresholds[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

// Ours: what the ingest keeps and how much it reads (docs/architecture.md#monitoring). Rows
// older than the retention are deleted by the worker's housekeeping; a body past its route's
// limit is refused (413) before it is parsed; each client address gets `perIpPerMinute`
// reports per route.
export const monitoringLimits = {
  retentionDays: 30,
  perIpPerMinute: 120,
  bodyBytes: {
    performance: 8 * 1024,
    interactions: 64 * 1024,
    errors: 48 * 1024,
    warnings: 32 * 1024,
    apiMetrics: 8 * 1024,
    userActions: 16 * 1024,
  },
} as const;

// spec: voice §3, session id lives in session storage; user id falls back to "anonymous"
export const monitoringStorageKeys = {
  sessionId: 'monitoring_session_id',
  userId: 'user_id',
} as const;
export const monitoringPaths = {
  performance: '/api/monitoring/performance',
  interactions: '/api/monitoring/interactions',
  errors: '/api/monitoring/errors',
  warnings: '/api/monitoring/warnings',
  apiMetrics: '/api/monitoring/api-metrics',
  userActions: '/api/analytics/user-actions',
} as const;
