import { z } from 'zod';
import { analyticsLimits } from '../constants.ts';
import {
  type ApplicationStatus,
  applicationStatuses,
  applicationStatusSchema,
  type ContactSource,
  type ContactStatus,
  contactSourceSchema,
  contactSources,
  contactStatuses,
  contactStatusSchema,
} from '../enums.ts';
import { adminAnalyticsMessages } from '../messages/admin.ts';
import { isoDateSchema } from '../schema-helpers.ts';

// Ours: /admin/analytics, which spec chat-news-admin §2 links from the dashboard but leaves out.
// Buckets are UTC calendar days, or ISO weeks starting on Monday named by that Monday's date.
export const analyticsIntervals = ['day', 'week'] as const;
export const analyticsIntervalSchema = z.enum(analyticsIntervals);
export type AnalyticsInterval = z.infer<typeof analyticsIntervalSchema>;
export const defaultAnalyticsInterval: AnalyticsInterval = 'day';

export const dayMs = 24 * 60 * 60 * 1000;

/** Days from start to end, both included (0 or less when end is before start). */
export function countRangeDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / dayMs) + 1;
}

// GET /api/admin/analytics?interval=day&startDate=2026-01-01&endDate=2026-01-31 (both ends
// included; the first and last week count only the days inside the range)
export const analyticsQuerySchema = z
  .object({
    interval: analyticsIntervalSchema.default(defaultAnalyticsInterval),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .superRefine((query, ctx) => {
    const days = countRangeDays(query.startDate, query.endDate);
    if (days < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: adminAnalyticsMessages.rangeInvalid,
      });
    } else if (days > analyticsLimits.maxRangeDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: adminAnalyticsMessages.rangeTooLong(analyticsLimits.maxRangeDays),
      });
    }
  });
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const countSchema = z.number().int().nonnegative();
// Every enumeration value is present (zero when nothing matched), so charts need no gaps logic.
const contactStatusCountsSchema = z.record(contactStatusSchema, countSchema);
const contactSourceCountsSchema = z.record(contactSourceSchema, countSchema);
const applicationStatusCountsSchema = z.record(applicationStatusSchema, countSchema);
export type ContactStatusCounts = Record<ContactStatus, number>;
export type ContactSourceCounts = Record<ContactSource, number>;
export type ApplicationStatusCounts = Record<ApplicationStatus, number>;

export const contactAnalyticsBucketSchema = z
  .object({
    period: isoDateSchema.describe('First day of the bucket (UTC day, or the Monday of a week)'),
    total: countSchema,
    byStatus: contactStatusCountsSchema,
    bySource: contactSourceCountsSchema,
  })
  .meta({ id: 'ContactAnalyticsBucket' });
export type ContactAnalyticsBucket = z.infer<typeof contactAnalyticsBucketSchema>;

// Applications have no source in the stored model (spec §3), so they split by status only.
export const applicationAnalyticsBucketSchema = z
  .object({
    period: isoDateSchema.describe('First day of the bucket (UTC day, or the Monday of a week)'),
    total: countSchema,
    byStatus: applicationStatusCountsSchema,
  })
  .meta({ id: 'ApplicationAnalyticsBucket' });
export type ApplicationAnalyticsBucket = z.infer<typeof applicationAnalyticsBucketSchema>;

// One bucket per day or week of the range, oldest first, empty ones included; the totals are
// the sums over the range.
export const analyticsResponseSchema = z
  .object({
    interval: analyticsIntervalSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    contacts: z.object({
      total: countSchema,
      byStatus: contactStatusCountsSchema,
      bySource: contactSourceCountsSchema,
      series: z.array(contactAnalyticsBucketSchema),
    }),
    applications: z.object({
      total: countSchema,
      byStatus: applicationStatusCountsSchema,
      series: z.array(applicationAnalyticsBucketSchema),
    }),
  })
  .meta({ id: 'AnalyticsResponse' });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export function emptyContactStatusCounts(): ContactStatusCounts {
  return Object.fromEntries(contactStatuses.map((status) => [status, 0])) as ContactStatusCounts;
}

export function emptyContactSourceCounts(): ContactSourceCounts {
  return Object.fromEntries(contactSources.map((source) => [source, 0])) as ContactSourceCounts;
}

export function emptyApplicationStatusCounts(): ApplicationStatusCounts {
  return Object.fromEntries(
    applicationStatuses.map((status) => [status, 0]),
  ) as ApplicationStatusCounts;
}
