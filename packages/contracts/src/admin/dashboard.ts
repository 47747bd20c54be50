import { z } from 'zod';
import { applicationStatusSchema, contactStatusSchema } from '../enums.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import { newsFeedHealthSchema } from './news-sources.ts';

// spec: chat-news-admin §2 and §3, dashboard stats (six cards)
export const dashboardStatsSchema = z.object({
  contacts: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  jobs: z.number().int().nonnegative(),
  blogPosts: z.number().int().nonnegative(),
  voiceSessions: z.number().int().nonnegative(),
  activeVoicebots: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export const dashboardStatKeys = [
  'contacts',
  'applications',
  'jobs',
  'blogPosts',
  'voiceSessions',
  'activeVoicebots',
] as const satisfies ReadonlyArray<keyof DashboardStats>;

// spec: chat-news-admin §7 (GET /api/admin/dashboard), the answer carries the stats
// The feed-health summary is ours, beside the spec's stats.
export const dashboardResponseSchema = z
  .object({ stats: dashboardStatsSchema, newsFeedHealth: newsFeedHealthSchema })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// spec: chat-news-admin §3, the dashboard's reading of contacts and applications
export const dashboardContactItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  status: contactStatusSchema,
});
export type DashboardContactItem = z.infer<typeof dashboardContactItemSchema>;

export const dashboardApplicationItemSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  createdAt: isoDateTimeSchema,
  status: applicationStatusSchema,
});
export type DashboardApplicationItem = z.infer<typeof dashboardApplicationItemSchema>;

export const activityTypes = ['contact', 'application'] as const;
export const activityTypeSchema = z.enum(activityTypes);
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  title: z.string(),
  description: z.string(),
  timestamp: isoDateTimeSchema,
  status: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
