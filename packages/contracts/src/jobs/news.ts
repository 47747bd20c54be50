import { z } from 'zod';
import { isoDateTimeSchema } from '../schema-helpers.ts';

// spec: chat-news-admin §4 and §7: a news fetch runs on the worker's schedule, when a visitor
// presses Refresh News (POST /api/news/fetch), or when staff press Fetch Now in the admin.
export const newsFetchTriggers = ['schedule', 'refresh-news', 'admin'] as const;
export const newsFetchTriggerSchema = z.enum(newsFetchTriggers);
export type NewsFetchTrigger = z.infer<typeof newsFetchTriggerSchema>;

export const newsFetchAllJobName = 'news.fetch-all';
export const newsFetchSourceJobName = 'news.fetch-source';
export const newsSyncSchedulesJobName = 'news.sync-schedules';
export const newsPruneJobName = 'news.prune';

/** Fetch every active news source, in priority order, within this one job. */
export const newsFetchAllPayloadSchema = z
  .object({
    trigger: newsFetchTriggerSchema,
    requestedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'NewsFetchAllPayload' });
export type NewsFetchAllPayload = z.infer<typeof newsFetchAllPayloadSchema>;

/**
 * Fetch one news source: each source's own scheduler queues one (payload fixed when the
 * scheduler is written, so no request time), and Fetch Now in the admin.
 */
export const newsFetchSourcePayloadSchema = z
  .object({
    sourceId: z.string().min(1).max(100),
    trigger: newsFetchTriggerSchema,
    requestedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'NewsFetchSourcePayload' });
export type NewsFetchSourcePayload = z.infer<typeof newsFetchSourcePayloadSchema>;

/** Makes the schedulers match the sources: one per active source, none for the others. */
export const newsSyncSchedulesPayloadSchema = z
  .object({ requestedAt: isoDateTimeSchema.optional() })
  .meta({ id: 'NewsSyncSchedulesPayload' });

/** Deletes articles and fetch logs past their retention. */
export const newsPrunePayloadSchema = z
  .object({ requestedAt: isoDateTimeSchema.optional() })
  .meta({ id: 'NewsPrunePayload' });

export const newsQueue = 'news';
export const newsFetchAllJob = {
  name: newsFetchAllJobName,
  queue: newsQueue,
  schema: newsFetchAllPayloadSchema,
  // One retry: a visitor's refresh is not worth hammering feeds for.
  retry: { attempts: 2, backoffMs: 30_000 },
} as const;
export const newsFetchSourceJob = {
  name: newsFetchSourceJobName,
  queue: newsQueue,
  schema: newsFetchSourcePayloadSchema,
  // A transient failure (network, 5xx, timeout) is retried with backoff and jitter; a feed
  // that cannot be parsed fails at once (UnrecoverableError) and waits for its next turn.
  retry: { attempts: 3, backoffMs: 30_000 },
} as const;
export const newsSyncSchedulesJob = {
  name: newsSyncSchedulesJobName,
  queue: newsQueue,
  schema: newsSyncSchedulesPayloadSchema,
} as const;
export const newsPruneJob = {
  name: newsPruneJobName,
  queue: newsQueue,
  schema: newsPrunePayloadSchema,
} as const;
