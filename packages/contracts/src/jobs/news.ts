import { z } from 'zod';
import { isoDateTimeSchema } from '../schema-helpers.ts';

// spec: chat-news-admin §4 and §7: a news fetch runs on the worker's schedule or when a
// visitor presses Refresh News (POST /api/news/fetch).
export const newsFetchTriggers = ['schedule', 'refresh-news'] as const;
export const newsFetchTriggerSchema = z.enum(newsFetchTriggers);
export type NewsFetchTrigger = z.infer<typeof newsFetchTriggerSchema>;

export const newsFetchAllJobName = 'news.fetch-all';
export const newsFetchSourceJobName = 'news.fetch-source';

/** Fetch every active news source. */
export const newsFetchAllPayloadSchema = z
  .object({
    trigger: newsFetchTriggerSchema,
    requestedAt: isoDateTimeSchema,
  })
  .meta({ id: 'NewsFetchAllPayload' });
export type NewsFetchAllPayload = z.infer<typeof newsFetchAllPayloadSchema>;

/** Fetch one news source (fanned out by news.fetch-all, one job per source). */
export const newsFetchSourcePayloadSchema = z
  .object({
    sourceId: z.string().min(1).max(100),
    trigger: newsFetchTriggerSchema,
    requestedAt: isoDateTimeSchema,
  })
  .meta({ id: 'NewsFetchSourcePayload' });
export type NewsFetchSourcePayload = z.infer<typeof newsFetchSourcePayloadSchema>;

export const newsQueue = 'news';
export const newsFetchAllJob = {
  name: newsFetchAllJobName,
  queue: newsQueue,
  schema: newsFetchAllPayloadSchema,
} as const;
export const newsFetchSourceJob = {
  name: newsFetchSourceJobName,
  queue: newsQueue,
  schema: newsFetchSourcePayloadSchema,
} as const;
