import { z } from 'zod';
import { webVitalNames, webVitalRatings } from '../constants/monitoring.ts';

export * from '../constants/monitoring.ts';

// Monitoring is fire-and-forget from every visitor's browser (spec: voice §7), so every field is
// bounded: the ingest must never become a way to fill the database.
const shortText = z.string().max(500);
const longText = z.string().max(10_000);
const urlText = z.string().max(2048);
const sessionIdSchema = z.string().min(1).max(200);
const timestampSchema = z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]);

/** Free-form JSON detail, limited to 50 keys; deep values are kept as sent (body size caps them). */
export const monitoringDetailsSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((record) => Object.keys(record).length <= 50, 'Too many keys');
export type MonitoringDetails = z.infer<typeof monitoringDetailsSchema>;

export const webVitalRatingSchema = z.enum(webVitalRatings);

// spec: voice §7 (POST /api/monitoring/performance): metrics plus page url, timestamp, session
// id. Ours on top (optional, so a bare spec body still counts): the rating the browser gave each
// metric, how the page was reached (web-vitals' navigationType) and the user id of voice §3.
export const performanceReportSchema = z
  .object({
    metrics: z
      .record(z.string().max(100), z.union([z.number(), z.string().max(200), z.null()]))
      .refine((record) => Object.keys(record).length <= 50, 'Too many metrics'),
    url: urlText,
    timestamp: timestampSchema,
    sessionId: sessionIdSchema,
    ratings: z.partialRecord(z.enum(webVitalNames), webVitalRatingSchema).optional(),
    navigationType: z.string().max(50).optional(),
    userId: z.string().max(200).optional(),
  })
  .meta({ id: 'PerformanceReport' });
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

export const interactionSchema = z.looseObject({
  type: shortText,
  target: shortText.optional(),
  timestamp: timestampSchema.optional(),
});
export type Interaction = z.infer<typeof interactionSchema>;

// spec: voice §7 (POST /api/monitoring/interactions)
export const interactionsReportSchema = z
  .object({
    interactions: z.array(interactionSchema).max(200),
    url: urlText,
    timestamp: timestampSchema,
    sessionId: sessionIdSchema,
  })
  .meta({ id: 'InteractionsReport' });
export type InteractionsReport = z.infer<typeof interactionsReportSchema>;

// spec: voice §7 (POST /api/monitoring/errors): "error data and session id, or message, error
// and context"; one shape covering both, at least a message or an error.
export const errorReportSchema = z
  .object({
    message: longText.optional(),
    error: z.union([longText, monitoringDetailsSchema]).optional(),
    stack: longText.optional(),
    url: urlText.optional(),
    timestamp: timestampSchema.optional(),
    sessionId: sessionIdSchema.optional(),
    context: monitoringDetailsSchema.optional(),
  })
  .refine((report) => report.message !== undefined || report.error !== undefined, {
    message: 'A message or an error is required',
    path: ['message'],
  })
  .meta({ id: 'ErrorReport' });
export type ErrorReport = z.infer<typeof errorReportSchema>;

// spec: voice §7 (POST /api/monitoring/warnings)
export const warningReportSchema = z
  .object({
    message: longText,
    data: z.unknown().optional(),
    context: monitoringDetailsSchema.optional(),
  })
  .meta({ id: 'WarningReport' });
export type WarningReport = z.infer<typeof warningReportSchema>;

// spec: voice §7 (POST /api/monitoring/api-metrics)
export const apiMetricReportSchema = z
  .object({
    method: z.string().max(10),
    url: urlText,
    duration: z.number().nonnegative(),
    status: z.number().int().min(0).max(999),
    context: monitoringDetailsSchema.optional(),
  })
  .meta({ id: 'ApiMetricReport' });
export type ApiMetricReport = z.infer<typeof apiMetricReportSchema>;

// spec: voice §7 (POST /api/analytics/user-actions)
export const userActionReportSchema = z
  .object({
    action: shortText.min(1),
    details: z.unknown().optional(),
    context: monitoringDetailsSchema.optional(),
  })
  .meta({ id: 'UserActionReport' });
export type UserActionReport = z.infer<typeof userActionReportSchema>;

// The spec ignores the answers; every route answers 204 with no body, also when the report
// could not be stored (docs/architecture.md#monitoring).
