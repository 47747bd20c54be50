import { z } from 'zod';
import { isoDateTimeSchema } from '../schema-helpers.ts';

export const knowledgeQueue = 'knowledge';
export const knowledgeIndexSiteJobName = 'knowledge.index-site';

// What asked for the site collection to be indexed again (docs/architecture.md#knowledge): the
// worker's start and its periodic run, a change to the job postings in the admin, or a news
// fetch that stored new articles.
export const knowledgeIndexSiteTriggers = [
  'startup',
  'schedule',
  'jobs-changed',
  'news-stored',
] as const;
export const knowledgeIndexSiteTriggerSchema = z.enum(knowledgeIndexSiteTriggers);
export type KnowledgeIndexSiteTrigger = z.infer<typeof knowledgeIndexSiteTriggerSchema>;

/** Indexes the site collection (the chat's knowledge) again; unchanged documents are skipped. */
export const knowledgeIndexSitePayloadSchema = z
  .object({
    trigger: knowledgeIndexSiteTriggerSchema,
    requestedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'KnowledgeIndexSitePayload' });
export type KnowledgeIndexSitePayload = z.infer<typeof knowledgeIndexSitePayloadSchema>;

/** While one index of the site waits or runs, further requests join it. */
export const knowledgeIndexSiteDeduplicationId = 'knowledge-index-site';

export const knowledgeIndexSiteJob = {
  name: knowledgeIndexSiteJobName,
  queue: knowledgeQueue,
  schema: knowledgeIndexSitePayloadSchema,
  retry: { attempts: 3, backoffMs: 10_000 },
} as const;
