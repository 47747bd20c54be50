import { errorReportCopy as copy } from '@phi/content';
import { fatalErrorMessages } from '@phi/contracts/messages';

// spec: site-marketing-careers §2.2 and voice §2, fatal-error screen: Report Error opens a
// pre-filled support e-mail holding error id, message, stack, URL, timestamp and user agent.

export interface ErrorReport {
  errorId: string;
  message: string;
  stack: string | undefined;
  url: string;
  timestamp: string;
  userAgent: string;
}

// Mail clients and browsers truncate or refuse very long mailto: URLs (around 2,000 characters
// is the safe floor), so the stack, the only unbounded field, is cut first.
const maxStackLength = 1200;
const maxMessageLength = 300;

/** A short id a visitor can quote to support; unique enough to find the report. */
export function createErrorId(now: Date = new Date()): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(16).slice(2, 10);
  return `ERR-${now.getTime().toString(36).toUpperCase()}-${random.toUpperCase()}`;
}

export function describeError(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack };
  }
  if (typeof error === 'string') {
    return { message: error, stack: undefined };
  }
  if (error && typeof error === 'object' && 'statusText' in error) {
    // React Router's route error responses carry status and statusText instead of a message.
    const status = 'status' in error ? String(error.status) : '';
    return { message: `${status} ${String(error.statusText)}`.trim(), stack: undefined };
  }
  return { message: copy.unknownError, stack: undefined };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function buildErrorReportBody(report: ErrorReport): string {
  return [
    `${fatalErrorMessages.errorId}: ${report.errorId}`,
    `${copy.message}: ${truncate(report.message, maxMessageLength)}`,
    `${copy.url}: ${report.url}`,
    `${copy.timestamp}: ${report.timestamp}`,
    `${copy.userAgent}: ${report.userAgent}`,
    '',
    `${copy.stack}:`,
    report.stack ? truncate(report.stack, maxStackLength) : copy.notAvailable,
  ].join('\n');
}

export function buildErrorReportMailto(supportEmail: string, report: ErrorReport): string {
  const subject = copy.subject(report.errorId);
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    buildErrorReportBody(report),
  )}`;
}
