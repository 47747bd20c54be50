import { useEffect } from 'react';
import { captureError, startMonitoring } from './error-capture.ts';

/** The root component's hook: the site's Web Vitals and errors (docs/architecture.md#monitoring). */
export function useSiteMonitoring(): void {
  useEffect(() => {
    startMonitoring();
  }, []);
}

/**
 * The fatal-error screen's report, with the error id it shows (spec: site-marketing-careers
 * §2.2): sent with the page's next beacons, so staff can find what a visitor quotes.
 */
export function useReportFatalError(error: unknown, errorId: string, isReported: boolean): void {
  useEffect(() => {
    if (isReported) {
      captureError('error-boundary', error, errorId);
      startMonitoring();
    }
  }, [error, errorId, isReported]);
}
