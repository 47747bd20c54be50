import type { WebVitalRating } from '@phi/contracts/public';
import type { Generated } from 'kysely';
import type { DefaultTimestamp, Json, Numeric } from './column-types.ts';

// The site's monitoring beacons (spec: voice §7), kept for monitoringLimits.retentionDays
// (docs/architecture.md#monitoring).

/** One Web Vitals value of one page load. */
export interface MonitoringWebVitalsTable {
  id: Generated<string>;
  sessionId: string;
  /** The user id of spec voice §3, "anonymous" by default. */
  userId: string;
  /** The page's path, without query or fragment. */
  route: string;
  metric: string;
  /** numeric(16,6), read as a string: ms, or unitless for CLS. */
  value: Numeric;
  rating: WebVitalRating | null;
  /** web-vitals' navigationType: navigate, reload, back-forward... */
  navigationType: string | null;
  createdAt: DefaultTimestamp;
}

export type MonitoringErrorLevel = 'error' | 'warning';

export interface MonitoringErrorsTable {
  id: Generated<string>;
  level: MonitoringErrorLevel;
  message: string;
  /** The id the fatal-error screen showed the visitor, when there was one. */
  errorId: string | null;
  stack: string | null;
  route: string | null;
  sessionId: string | null;
  userId: string;
  /** The report's error object, data and context as sent. */
  details: Json | null;
  createdAt: DefaultTimestamp;
}

export type MonitoringEventKind = 'interactions' | 'api-metric' | 'user-action';

export interface MonitoringEventsTable {
  id: Generated<string>;
  kind: MonitoringEventKind;
  /** The action, "METHOD url" of an API metric, or the interaction types. */
  name: string;
  route: string | null;
  sessionId: string | null;
  userId: string;
  details: Json | null;
  createdAt: DefaultTimestamp;
}
