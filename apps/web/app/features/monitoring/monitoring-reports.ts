import { isWebVitalName, type WebVitalName, type WebVitalRating } from '@phi/contracts/constants';
import type { ErrorReport, PerformanceReport } from '@phi/contracts/public';
import type { CapturedError } from './error-capture.ts';

// The bodies the site's beacons carry (spec: voice §7), shaped by the contracts' types without
// loading zod; public-api validates them (services/public-api/src/routes/monitoring).

// Well under the errors route's 48 KiB body limit, whatever the message and stack hold.
const maxMessageLength = 1000;
const maxStackLength = 4000;

export interface VitalSample {
  name: string;
  value: number;
  rating: WebVitalRating;
  navigationType: string;
}

export function buildPerformanceReport(
  samples: readonly VitalSample[],
  identity: { url: string; sessionId: string; userId: string },
  now: Date = new Date(),
): PerformanceReport | null {
  const vitals = samples.filter((sample): sample is VitalSample & { name: WebVitalName } =>
    isWebVitalName(sample.name),
  );
  if (vitals.length === 0) {
    return null;
  }
  const metrics: Record<string, number> = {};
  const ratings: Partial<Record<WebVitalName, WebVitalRating>> = {};
  for (const sample of vitals) {
    metrics[sample.name] = sample.value;
    ratings[sample.name] = sample.rating;
  }
  return {
    metrics,
    ratings,
    navigationType: vitals[0]?.navigationType ?? 'navigate',
    url: identity.url,
    timestamp: now.getTime(),
    sessionId: identity.sessionId,
    userId: identity.userId,
  };
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

export function buildErrorReport(
  error: CapturedError,
  identity: { sessionId: string; userId: string },
): ErrorReport {
  return {
    message: truncate(error.message, maxMessageLength),
    ...(error.stack ? { stack: truncate(error.stack, maxStackLength) } : {}),
    url: error.url,
    timestamp: error.timestamp,
    sessionId: identity.sessionId,
    context: {
      source: error.source,
      userId: identity.userId,
      ...(error.errorId ? { errorId: error.errorId } : {}),
    },
  };
}
