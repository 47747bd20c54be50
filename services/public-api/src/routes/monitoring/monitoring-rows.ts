import { anonymousUserId } from '@phi/contracts/constants';
import {
  type ApiMetricReport,
  type ErrorReport,
  type InteractionsReport,
  isWebVitalName,
  type MonitoringDetails,
  type PerformanceReport,
  rateWebVital,
  type UserActionReport,
  type WarningReport,
} from '@phi/contracts/public';
import type { NewMonitoringError, NewMonitoringEvent, NewMonitoringWebVital } from '@phi/db';

// Turns the monitoring reports of spec voice §7 into rows (docs/architecture.md#monitoring).
// Pages are grouped by path: the query and fragment are dropped (they may hold personal data
// and would split one page into many).

// numeric(16,6) holds up to 10 integer digits; a larger or negative "duration" is not a
// measurement, and one bad value must not cost the report's other metrics.
const maxMetricValue = 1e9;
const maxErrorIdLength = 100;
const maxIdLength = 200;
const unknownMessage = 'Unknown error';

/** The path of a page address, absolute or relative. */
export function routeOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] || '/';
  }
}

function textIn(record: MonitoringDetails | undefined, key: string, max: number): string | null {
  const value = record?.[key];
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function userIdIn(context: MonitoringDetails | undefined): string {
  return textIn(context, 'userId', maxIdLength) ?? anonymousUserId;
}

function routeIn(context: MonitoringDetails | undefined, url?: string): string | null {
  const address = url ?? textIn(context, 'url', 2048) ?? textIn(context, 'page', 2048);
  return address ? routeOf(address) : null;
}

function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export function webVitalRows(report: PerformanceReport): NewMonitoringWebVital[] {
  const route = routeOf(report.url);
  const rows: NewMonitoringWebVital[] = [];
  for (const [metric, value] of Object.entries(report.metrics)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      continue;
    }
    if (value > maxMetricValue) {
      continue;
    }
    const isVital = isWebVitalName(metric);
    rows.push({
      sessionId: report.sessionId,
      userId: report.userId || anonymousUserId,
      route,
      metric,
      value,
      rating: isVital ? (report.ratings?.[metric] ?? rateWebVital(metric, value)) : null,
      navigationType: report.navigationType ?? null,
    });
  }
  return rows;
}

function errorMessageOf(report: ErrorReport): string {
  if (report.message) {
    return report.message;
  }
  if (typeof report.error === 'string' && report.error.length > 0) {
    return report.error;
  }
  if (report.error && typeof report.error === 'object') {
    const message = report.error.message;
    if (typeof message === 'string' && message.length > 0) {
      return message.slice(0, 10_000);
    }
  }
  return unknownMessage;
}

export function errorRow(report: ErrorReport): NewMonitoringError {
  const errorObject = report.error && typeof report.error === 'object' ? report.error : undefined;
  const stack =
    report.stack ?? (typeof errorObject?.stack === 'string' ? errorObject.stack : undefined);
  return {
    level: 'error',
    message: errorMessageOf(report),
    errorId: textIn(report.context, 'errorId', maxErrorIdLength),
    stack: stack?.slice(0, 10_000) ?? null,
    route: routeIn(report.context, report.url),
    sessionId: report.sessionId ?? textIn(report.context, 'sessionId', maxIdLength),
    userId: userIdIn(report.context),
    details: toJson({
      ...(report.error === undefined ? {} : { error: report.error }),
      ...(report.context ? { context: report.context } : {}),
      ...(report.timestamp === undefined ? {} : { timestamp: report.timestamp }),
    }),
  };
}

export function warningRow(report: WarningReport): NewMonitoringError {
  return {
    level: 'warning',
    message: report.message.length > 0 ? report.message : unknownMessage,
    errorId: null,
    stack: null,
    route: routeIn(report.context),
    sessionId: textIn(report.context, 'sessionId', maxIdLength),
    userId: userIdIn(report.context),
    details: toJson({ data: report.data, context: report.context }),
  };
}

export function interactionsRow(report: InteractionsReport): NewMonitoringEvent {
  const types = [...new Set(report.interactions.map((interaction) => interaction.type))];
  return {
    kind: 'interactions',
    name: types.join(', ').slice(0, 500),
    route: routeOf(report.url),
    sessionId: report.sessionId,
    userId: anonymousUserId,
    details: toJson({ interactions: report.interactions, timestamp: report.timestamp }),
  };
}

export function apiMetricRow(report: ApiMetricReport): NewMonitoringEvent {
  return {
    kind: 'api-metric',
    name: `${report.method.toUpperCase()} ${routeOf(report.url)}`,
    route: routeIn(report.context),
    sessionId: textIn(report.context, 'sessionId', maxIdLength),
    userId: userIdIn(report.context),
    details: toJson({
      url: report.url,
      duration: report.duration,
      status: report.status,
      context: report.context,
    }),
  };
}

export function userActionRow(report: UserActionReport): NewMonitoringEvent {
  return {
    kind: 'user-action',
    name: report.action,
    route: routeIn(report.context),
    sessionId: textIn(report.context, 'sessionId', maxIdLength),
    userId: userIdIn(report.context),
    details: toJson({ details: report.details, context: report.context }),
  };
}
