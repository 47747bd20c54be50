import { z } from 'zod';
import { monitoringLimits, webVitalNames, webVitalRatingSchema } from '../public/monitoring.ts';
import { isoDateSchema } from '../schema-helpers.ts';
import { countRangeDays } from './analytics.ts';

// Ours: /admin/site-health, what the site's own monitoring beacons (spec: voice §7) say about
// its pages: Web Vitals p75 per route and metric, and errors by message per UTC day
// (docs/architecture.md#monitoring). A period longer than the retention would show empty days.
export const siteHealthLimits = {
  defaultRangeDays: 7,
  maxRangeDays: monitoringLimits.retentionDays,
  /** Messages in the errors table and chart; the rest are summed as one. */
  topMessages: 10,
  /** Error ids listed per message, newest first. */
  latestErrorIds: 5,
} as const;

export const siteHealthMessages = {
  rangeInvalid: 'The end date must be on or after the start date.',
  rangeTooLong: (days: number) =>
    `Choose a period of at most ${days} days (monitoring data is kept ${days} days).`,
} as const;

// GET /api/admin/site-health?startDate=2026-11-01&endDate=2026-11-07 (both ends included)
export const siteHealthQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .superRefine((query, ctx) => {
    const days = countRangeDays(query.startDate, query.endDate);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: siteHealthMessages.rangeInvalid });
    } else if (days > siteHealthLimits.maxRangeDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: siteHealthMessages.rangeTooLong(siteHealthLimits.maxRangeDays),
      });
    }
  });
export type SiteHealthQuery = z.output<typeof siteHealthQuerySchema>;

const countSchema = z.number().int().nonnegative();

export const webVitalSummarySchema = z
  .object({
    /** A page path ("/services"), or null for every route together. */
    route: z.string().nullable(),
    metric: z.enum(webVitalNames),
    p75: z.number(),
    samples: countSchema,
    rating: webVitalRatingSchema,
  })
  .meta({ id: 'WebVitalSummary' });
export type WebVitalSummary = z.infer<typeof webVitalSummarySchema>;

export const errorMessageSummarySchema = z
  .object({
    message: z.string(),
    count: countSchema,
    lastSeenAt: z.iso.datetime(),
    /** The error ids (fatal-error screen) of the latest occurrences that had one, newest first. */
    latestErrorIds: z.array(z.string()),
    /** Count per UTC day of the period, every day present. */
    byDay: z.array(z.object({ period: isoDateSchema, count: countSchema })),
  })
  .meta({ id: 'ErrorMessageSummary' });
export type ErrorMessageSummary = z.infer<typeof errorMessageSummarySchema>;

export const siteHealthResponseSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    /** Every route together first (route null), then per route; metrics in webVitalNames order. */
    vitals: z.array(webVitalSummarySchema),
    errors: z.object({
      total: countSchema,
      /** The most frequent messages, most frequent first. */
      messages: z.array(errorMessageSummarySchema),
      /** Occurrences of the messages not listed. */
      otherCount: countSchema,
    }),
  })
  .meta({ id: 'SiteHealth' });
export type SiteHealthResponse = z.infer<typeof siteHealthResponseSchema>;
