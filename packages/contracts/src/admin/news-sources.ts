import { z } from 'zod';
import { newsSourceDefaultPriority, textLimits } from '../constants.ts';
import {
  newsFetchLogStatusSchema,
  newsSourceStatusSchema,
  newsSourceTypeSchema,
} from '../enums.ts';
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

// spec: chat-news-admin §3, insert variants omit id and timestamps; partial ones update
export const newsSourceInsertSchema = z
  .object({
    name: requiredText('Name is required', textLimits.shortText),
    type: newsSourceTypeSchema,
    url: httpUrl(),
    rssUrl: httpUrl().nullable().optional(),
    apiKey: z.string().max(500).nullable().optional(),
    status: newsSourceStatusSchema.default('active'),
    priority: z.number().int().min(0).max(100).default(newsSourceDefaultPriority),
  })
  .meta({ id: 'NewsSourceInsert' });
export type NewsSourceInsertInput = z.input<typeof newsSourceInsertSchema>;
export type NewsSourceInsert = z.output<typeof newsSourceInsertSchema>;

export const newsSourceUpdateSchema = newsSourceInsertSchema
  .partial()
  .meta({ id: 'NewsSourceUpdate' });
export type NewsSourceUpdate = z.output<typeof newsSourceUpdateSchema>;

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
