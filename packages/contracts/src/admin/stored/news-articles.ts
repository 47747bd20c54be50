import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import {
  defaultNewsArticleFetchStatus,
  newsArticleFetchStatusSchema,
  newsCategorySchema,
} from '../../enums.ts';
import { storedRecordMessages } from '../../messages/admin.ts';
import { httpUrl, isoDateTimeSchema, requiredText } from '../../schema-helpers.ts';
import {
  nullableTextSchema,
  readMinutesSchema,
  rowIdSchema,
  textListSchema,
} from './stored-fields.ts';

// spec: chat-news-admin §3 (news_articles): the url is unique; sourceId references a news
// source. Only http(s) addresses are stored, so none reaches a page as a script URL (§5).
const newsArticleFields = {
  sourceId: rowIdSchema.nullable(),
  title: requiredText(storedRecordMessages.titleRequired, textLimits.headline),
  url: httpUrl().max(textLimits.url),
  excerpt: nullableTextSchema(textLimits.excerpt),
  content: nullableTextSchema(textLimits.articleContent),
  author: nullableTextSchema(textLimits.name),
  publishedAt: isoDateTimeSchema.nullable(),
  category: newsCategorySchema.nullable(),
  tags: textListSchema(textLimits.tag, textLimits.tags),
  imageUrl: httpUrl().max(textLimits.url).nullable(),
  readTime: readMinutesSchema.nullable(),
  isFeatured: z.boolean(),
  fetchStatus: newsArticleFetchStatusSchema,
};

export const newsArticleInsertSchema = z
  .object({
    ...newsArticleFields,
    sourceId: newsArticleFields.sourceId.optional(),
    excerpt: newsArticleFields.excerpt.optional(),
    content: newsArticleFields.content.optional(),
    author: newsArticleFields.author.optional(),
    publishedAt: newsArticleFields.publishedAt.optional(),
    category: newsArticleFields.category.optional(),
    tags: newsArticleFields.tags.default([]),
    imageUrl: newsArticleFields.imageUrl.optional(),
    readTime: newsArticleFields.readTime.optional(),
    isFeatured: newsArticleFields.isFeatured.default(false),
    fetchStatus: newsArticleFields.fetchStatus.default(defaultNewsArticleFetchStatus),
  })
  .meta({ id: 'NewsArticleInsert' });
export type NewsArticleInsertInput = z.input<typeof newsArticleInsertSchema>;
export type NewsArticleInsert = z.output<typeof newsArticleInsertSchema>;

export const newsArticlePatchSchema = z
  .object(newsArticleFields)
  .partial()
  .meta({ id: 'NewsArticlePatch' });
export type NewsArticlePatchInput = z.input<typeof newsArticlePatchSchema>;
export type NewsArticlePatch = z.output<typeof newsArticlePatchSchema>;
