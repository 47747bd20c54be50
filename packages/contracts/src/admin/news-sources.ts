import { z } from 'zod';
import { newsSourceDefaultPriority, textLimits } from '../constants.ts';
import {
  defaultNewsSourceStatus,
  newsFetchLogStatusSchema,
  newsSourceStatusSchema,
  newsSourceTypeSchema,
} from '../enums.ts';
import { storedRecordMessages } from '../messages/admin.ts';
import { httpUrl, isoDateTimeSchema, requiredText } from '../schema-helpers.ts';

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
  apiKey: z.string().max(500).nullable(),
  status: newsSourceStatusSchema,
  // The column refuses a priority under 1.
  priority: z.int().min(newsSourceDefaultPriority).max(100),
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
    articlesFound: z.number().int().nonnegative(),
    articlesProcessed: z.number().int().nonnegative(),
    errorMessage: z.string().nullable(),
    fetchDuration: z.number().int().nonnegative().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'NewsFetchLog' });
export type NewsFetchLog = z.infer<typeof newsFetchLogSchema>;
