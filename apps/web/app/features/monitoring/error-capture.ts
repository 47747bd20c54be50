import { describeError } from '@phi/ui';
import { whenIdle } from '../../lib/visibility.ts';

// The part of the site's monitoring that loads with every page (docs/architecture.md#monitoring):
// it only listens for errors and keeps them until the rest (web-vitals and the beacons) has
// loaded on idle, so the marketing pages' initial JavaScript barely grows.

export type ErrorSource = 'window-error' | 'unhandled-rejection' | 'error-boundary';

export interface CapturedError {
  message: string;
  stack: string | undefined;
  source: ErrorSource;
  /** The id the fatal-error screen showed the visitor. */
  errorId?: string;
  url: string;
  timestamp: string;
}

/** Errors kept before the monitoring module takes over; a page in an error loop stops here. */
export const maxPendingErrors = 20;

const pending: CapturedError[] = [];
let deliver: ((error: CapturedError) => void) | null = null;
let isStarted = false;
let landingUrl = '';

export function captureError(source: ErrorSource, error: unknown, errorId?: string): void {
  const { message, stack } = describeError(error);
  const captured: CapturedError = {
    message,
    stack,
    source,
    ...(errorId ? { errorId } : {}),
    url: window.location.href,
    timestamp: new Date().toISOString(),
  };
  if (deliver) {
    deliver(captured);
  } else if (pending.length < maxPendingErrors) {
    pending.push(captured);
  }
}

function onWindowError(event: ErrorEvent) {
  captureError('window-error', event.error ?? event.message);
}

function onUnhandledRejection(event: PromiseRejectionEvent) {
  captureError('unhandled-rejection', event.reason);
}

/** Loads the monitoring module once, on idle; it takes the errors kept so far. */
function loadMonitoring(): void {
  whenIdle(() => {
    void import('./site-monitoring.ts')
      .then(({ startSiteMonitoring }) => {
        deliver = startSiteMonitoring({ landingUrl, pendingErrors: pending.splice(0) });
      })
      // Monitoring never disturbs the page: a failed load (offline, new deployment) is dropped.
      .catch(() => undefined);
  });
}

/** Called once from the root component: listens for errors, then loads the rest on idle. */
export function startMonitoring(): void {
  if (isStarted) {
    return;
  }
  isStarted = true;
  landingUrl = window.location.href;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  loadMonitoring();
}

/** For tests: forget everything captured and started. */
export function resetMonitoringForTests(): void {
  pending.splice(0);
  deliver = null;
  isStarted = false;
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onUnhandledRejection);
}
