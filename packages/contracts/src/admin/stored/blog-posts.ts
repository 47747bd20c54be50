import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import { storedRecordMessages as m } from '../../messages/admin.ts';
import { isoDateTimeSchema, requiredText } from '../../schema-helpers.ts';
import { readMinutesSchema, textListSchema } from './stored-fields.ts';

/** Lowercase words joined by single hyphens: the slug is part of a URL and unique. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// spec: chat-news-admin §3 (blog_posts); readTime is minutes of reading.
const blogPostFields = {
  title: requiredText(m.titleRequired, textLimits.headline),
  slug: z
    .string({ error: m.slugRequired })
    .trim()
    .min(1, { error: m.slugRequired, abort: true })
    .max(textLimits.slug)
    .regex(blogSlugPattern, m.slugInvalid),
  excerpt: requiredText(m.excerptRequired, textLimits.excerpt),
  content: requiredText(m.contentRequired, textLimits.articleContent),
  author: requiredText(m.authorRequired, textLimits.name),
  publishedAt: isoDateTimeSchema,
  readTime: readMinutesSchema.nullable(),
  tags: textListSchema(textLimits.tag, textLimits.tags),
  featured: z.boolean(),
};

export const blogPostInsertSchema = z
  .object({
    ...blogPostFields,
    // Absent: the database stamps the time of the insert.
    publishedAt: blogPostFields.publishedAt.optional(),
    readTime: blogPostFields.readTime.optional(),
    tags: blogPostFields.tags.default([]),
    featured: blogPostFields.featured.default(false),
  })
  .meta({ id: 'BlogPostInsert' });
export type BlogPostInsertInput = z.input<typeof blogPostInsertSchema>;
export type BlogPostInsert = z.output<typeof blogPostInsertSchema>;

export const blogPostPatchSchema = z.object(blogPostFields).partial().meta({ id: 'BlogPostPatch' });
export type BlogPostPatchInput = z.input<typeof blogPostPatchSchema>;
export type BlogPostPatch = z.output<typeof blogPostPatchSchema>;
