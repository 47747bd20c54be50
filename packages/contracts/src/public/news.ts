import { z } from 'zod';
import { newsPipelineLimits } from '../constants.ts';
import { allFilterValue, newsCategorySchema } from '../enums.ts';
import { isHttpUrl, normalizeTags, normalizeText } from '../news-format.ts';
import { isoDateTimeSchema, sentinelOptional } from '../schema-helpers.ts';

// spec: chat-news-admin §3, news article as the page reads it. This is the clean shape our
// server sends; `parseNewsArticle` below accepts the looser shapes the spec allows.
export const newsArticleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    publishedAt: isoDateTimeSchema.nullable(),
    readTime: z.string(),
    tags: z.array(z.string()),
    url: z.string(),
    imageUrl: z.string().nullable(),
    category: z.string(),
    sourceName: z.string(),
    isFeatured: z.boolean(),
  })
  .meta({ id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleListSchema = z.array(newsArticleSchema).meta({ id: 'NewsArticleList' });
export type NewsArticleList = z.infer<typeof newsArticleListSchema>;

function toIsoOrNull(value: unknown): string | null {
  const text = normalizeText(value);
  if (text === '') {
    return null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// spec: chat-news-admin §3, text fields may arrive as string, number, list or object and are
// normalised to text; "isFeatured or featured"; a non-http(s) image URL is dropped (§5).
export const looseNewsArticleSchema = z.looseObject({}).transform(
  (raw): NewsArticle => ({
    id: normalizeText(raw.id),
    title: normalizeText(raw.title),
    excerpt: normalizeText(raw.excerpt),
    author: normalizeText(raw.author),
    publishedAt: toIsoOrNull(raw.publishedAt),
    readTime: normalizeText(raw.readTime),
    tags: normalizeTags(raw.tags),
    url: normalizeText(raw.url),
    imageUrl: isHttpUrl(normalizeText(raw.imageUrl)) ? normalizeText(raw.imageUrl) : null,
    category: normalizeText(raw.category),
    sourceName: normalizeText(raw.sourceName),
    isFeatured: raw.isFeatured === true || raw.featured === true,
  }),
);

/** Parses one article from any of the shapes the spec allows; throws on a non-object. */
export function parseNewsArticle(value: unknown): NewsArticle {
  return looseNewsArticleSchema.parse(value);
}

/** Parses a list leniently: entries that are not objects are skipped. */
export function parseNewsArticles(value: unknown): NewsArticle[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((entry) => {
    const parsed = looseNewsArticleSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

// spec: chat-news-admin §7 (GET /api/news), category and source omitted when "all". Query
// schemas carry no component id: Swagger inlines query parameters. The answer stays the spec's
// plain list; page and limit are ours (a short page means the last one).
export const newsListQuerySchema = z.object({
  category: sentinelOptional(newsCategorySchema, [allFilterValue]),
  source: sentinelOptional(z.string().trim().max(200), [allFilterValue]),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(newsPipelineLimits.listMaxPageSize)
    .default(newsPipelineLimits.listPageSize),
});
export type NewsListQueryInput = z.input<typeof newsListQuerySchema>;
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

// spec: chat-news-admin §7 (POST /api/news/fetch); the answer is not shown, ours: 202 with the
// queued fetch's id (the same id while one is still waiting or running), which
// GET /api/news/fetch/{jobId} reports on so the page knows when to read the lists again.
export const newsFetchResponseSchema = z
  .object({
    status: z.literal('queued'),
    jobId: z.string(),
  })
  .meta({ id: 'NewsFetchResponse' });
export type NewsFetchResponse = z.infer<typeof newsFetchResponseSchema>;

export const newsFetchStates = ['waiting', 'running', 'completed', 'failed', 'unknown'] as const;
export const newsFetchStatusSchema = z
  .object({
    jobId: z.string(),
    state: z.enum(newsFetchStates),
  })
  .meta({ id: 'NewsFetchStatus' });
export type NewsFetchStatus = z.infer<typeof newsFetchStatusSchema>;

export const newsFetchJobParamsSchema = z.object({ jobId: z.string().min(1).max(200) });

// spec: chat-news-admin §3, blog post (stored model; the page reads it as a news article)
export const blogPostSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    author: z.string(),
    publishedAt: isoDateTimeSchema,
    readTime: z.string().nullable(),
    tags: z.array(z.string()),
    featured: z.boolean(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.array(blogPostSchema).meta({ id: 'BlogPostList' });
export type BlogPostList = z.infer<typeof blogPostListSchema>;
