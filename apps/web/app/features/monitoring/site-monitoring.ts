import { monitoringPaths } from '@phi/contracts/constants';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { CapturedError } from './error-capture.ts';
import { readSessionId, readUserId } from './monitoring-identity.ts';
import {
  buildErrorReport,
  buildPerformanceReport,
  type VitalSample,
} from './monitoring-reports.ts';

// Loaded on idle by error-capture.ts (docs/architecture.md#monitoring). Web Vitals and errors
// are kept and sent in one go when the page is hidden or left: the moment a browser still
// delivers a beacon, and the moment web-vitals reports LCP, CLS and INP.

/** Errors sent per page at most; more of them is one bug repeating. */
const maxErrorsPerPage = 20;
/** A page that stays open and keeps failing sends its errors in batches of this many. */
const errorBatchSize = 10;

/**
 * navigator.sendBeacon with a string body sends text/plain, which needs no CORS preflight and
 * which public-api reads as JSON; fetch with keepalive where there is no sendBeacon.
 */
function sendBeacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, json)) {
      return;
    }
    void fetch(path, {
      method: 'POST',
      body: json,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Fire-and-forget (spec: voice §7): a report that cannot go is dropped.
  }
}

export interface SiteMonitoringOptions {
  /** The address the page was loaded at: what LCP, FCP and TTFB measure. */
  landingUrl: string;
  pendingErrors: CapturedError[];
}

/** Starts collecting; answers where error-capture.ts delivers later errors. */
export function startSiteMonitoring({
  landingUrl,
  pendingErrors,
}: SiteMonitoringOptions): (error: CapturedError) => void {
  const vitals = new Map<string, VitalSample>();
  const errors: CapturedError[] = [];
  let errorsSent = 0;

  const flushErrors = () => {
    const identity = { sessionId: readSessionId(), userId: readUserId() };
    for (const error of errors.splice(0)) {
      if (errorsSent >= maxErrorsPerPage) {
        return;
      }
      errorsSent += 1;
      sendBeacon(monitoringPaths.errors, buildErrorReport(error, identity));
    }
  };

  const flush = () => {
    const report = buildPerformanceReport([...vitals.values()], {
      url: landingUrl,
      sessionId: readSessionId(),
      userId: readUserId(),
    });
    vitals.clear();
    if (report) {
      sendBeacon(monitoringPaths.performance, report);
    }
    flushErrors();
  };

  const keepError = (error: CapturedError) => {
    errors.push(error);
    if (errors.length >= errorBatchSize) {
      flushErrors();
    }
  };

  const keepVital = (metric: Metric) => {
    vitals.set(metric.name, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
    });
  };
  onLCP(keepVital);
  onCLS(keepVital);
  onINP(keepVital);
  onFCP(keepVital);
  onTTFB(keepVital);

  // Registered after web-vitals' own listeners, so its final LCP, CLS and INP are kept first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      flush();
    }
  });
  window.addEventListener('pagehide', flush);

  for (const error of pendingErrors) {
    keepError(error);
  }
  return keepError;
}
