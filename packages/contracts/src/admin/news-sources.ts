import { z } from 'zod';
import {
  newsSourceApiKeyMaxChars,
  newsSourceDefaultPriority,
  newsSourceMaxPriority,
  textLimits,
} from '../constants.ts';
import {
  defaultNewsSourceStatus,
  newsFetchLogStatusSchema,
  newsSourceStatusSchema,
  newsSourceTypeSchema,
} from '../enums.ts';
import { newsFetchTriggerSchema } from '../jobs/news.ts';
import { storedRecordMessages } from '../messages/admin.ts';
import { newsArticleSchema } from '../public/news.ts';
import { httpUrl, isoDateTimeSchema, requiredText } from '../schema-helpers.ts';
import { listTotalFields, pageQueryFields } from './list-query.ts';

// spec: chat-news-admin §3 (news_sources). The API key is a credential: it is written, never
// read back; answers only say whether one is set.
export const newsSourceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: newsSourceTypeSchema,
    url: z.string(),
    rssUrl: z.string().nullable(),
    hasApiKey: z.boolean(),
    lastFetch: isoDateTimeSchema.nullable(),
    status: newsSourceStatusSchema,
    priority: z.number().int(),
    createdAt: isoDateTimeSchema,
    // Feed health (ours): a failing source is fetched less often until it answers again.
    consecutiveFailures: z.number().int().nonnegative(),
    nextFetchAt: isoDateTimeSchema.nullable(),
    lastSuccessAt: isoDateTimeSchema.nullable(),
    lastError: z.string().nullable(),
    articleCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'NewsSource' });
export type NewsSource = z.infer<typeof newsSourceSchema>;

// spec: chat-news-admin §3, insert variants omit id and timestamps; the partial variant is
// built from the fields without defaults, so an update never resets an absent field.
const newsSourceFields = {
  name: requiredText(storedRecordMessages.nameRequired, textLimits.shortText),
  type: newsSourceTypeSchema,
  url: httpUrl().max(textLimits.url),
  rssUrl: httpUrl().max(textLimits.url).nullable(),
  apiKey: z.string().max(newsSourceApiKeyMaxChars).nullable(),
  status: newsSourceStatusSchema,
  // The column refuses a priority under 1.
  priority: z.int().min(newsSourceDefaultPriority).max(newsSourceMaxPriority),
};

export const newsSourceInsertSchema = z
  .object({
    ...newsSourceFields,
    rssUrl: newsSourceFields.rssUrl.optional(),
    apiKey: newsSourceFields.apiKey.optional(),
    status: newsSourceFields.status.default(defaultNewsSourceStatus),
    priority: newsSourceFields.priority.default(newsSourceDefaultPriority),
  })
  .meta({ id: 'NewsSourceInsert' });
export type NewsSourceInsertInput = z.input<typeof newsSourceInsertSchema>;
export type NewsSourceInsert = z.output<typeof newsSourceInsertSchema>;

export const newsSourcePatchSchema = z
  .object(newsSourceFields)
  .partial()
  .meta({ id: 'NewsSourcePatch' });
export type NewsSourcePatchInput = z.input<typeof newsSourcePatchSchema>;
export type NewsSourcePatch = z.output<typeof newsSourcePatchSchema>;

export const newsSourceListResponseSchema = z
  .object({ sources: z.array(newsSourceSchema) })
  .meta({ id: 'NewsSourceListResponse' });
export type NewsSourceListResponse = z.infer<typeof newsSourceListResponseSchema>;

// spec: chat-news-admin §3 (news_fetch_logs)
export const newsFetchLogSchema = z
  .object({
    id: z.string(),
    sourceId: z.string().nullable(),
    status: newsFetchLogStatusSchema,
    trigger: newsFetchTriggerSchema.nullable(),
    // A 304 answer to a conditional GET: nothing new, counted apart from a fetch with items.
    notModified: z.boolean(),
    httpStatus: z.number().int().nullable(),
    articlesFound: z.number().int().nonnegative(),
    articlesProcessed: z.number().int().nonnegative(),
    errorMessage: z.string().nullable(),
    fetchDuration: z.number().int().nonnegative().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'NewsFetchLog' });
export type NewsFetchLog = z.infer<typeof newsFetchLogSchema>;

export const newsSourceIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

// GET /api/admin/news-sources/{id}/logs: the latest fetches first.
export const newsFetchLogListResponseSchema = z
  .object({ logs: z.array(newsFetchLogSchema) })
  .meta({ id: 'NewsFetchLogListResponse' });
export type NewsFetchLogListResponse = z.infer<typeof newsFetchLogListResponseSchema>;

/** POST /api/admin/news-sources/{id}/fetch (Fetch Now): 202, the queued job's id. */
export const newsSourceFetchResponseSchema = z
  .object({ status: z.literal('queued'), jobId: z.string() })
  .meta({ id: 'NewsSourceFetchResponse' });
export type NewsSourceFetchResponse = z.infer<typeof newsSourceFetchResponseSchema>;

// Featured Research (spec: chat-news-admin §2, up to 6): chosen automatically (recent, with an
// image, from higher-priority sources); staff pin an article in or keep one out.
export const featuredPins = ['auto', 'pinned', 'excluded'] as const;
export const featuredPinSchema = z.enum(featuredPins);
export type FeaturedPin = z.infer<typeof featuredPinSchema>;

export const newsArticleFeaturedBodySchema = z
  .object({ featured: featuredPinSchema })
  .meta({ id: 'NewsArticleFeaturedBody' });
export type NewsArticleFeaturedBody = z.infer<typeof newsArticleFeaturedBodySchema>;

/** An article as the admin lists it: the page's shape, its pin, and whether it shows now. */
export const adminNewsArticleSchema = newsArticleSchema
  .extend({
    sourceId: z.string().nullable(),
    featuredPin: featuredPinSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminNewsArticle' });
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

export const adminNewsArticleListQuerySchema = z.object({
  ...pageQueryFields,
  sourceId: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  featuredOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminNewsArticleListQuery = z.output<typeof adminNewsArticleListQuerySchema>;

export const adminNewsArticleListResponseSchema = z
  .object({ articles: z.array(adminNewsArticleSchema), ...listTotalFields })
  .meta({ id: 'AdminNewsArticleListResponse' });
export type AdminNewsArticleListResponse = z.infer<typeof adminNewsArticleListResponseSchema>;

// The dashboard's feed-health summary (ours, beside the spec's six cards).
export const newsFeedHealthSchema = z
  .object({
    activeSources: z.number().int().nonnegative(),
    failingSources: z.number().int().nonnegative(),
    lastSuccessfulFetch: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'NewsFeedHealth' });
export type NewsFeedHealth = z.infer<typeof newsFeedHealthSchema>;
