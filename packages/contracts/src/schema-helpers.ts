import { z } from 'zod';
import { applicationFormMessages } from './messages/careers.ts';

/** Dates travel as ISO 8601 strings with a zone ("Z" or an offset). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day, as date inputs send it ("2025-03-05"). */
export const isoDateSchema = z.iso.date();

// PostgreSQL text cannot hold a NUL character: refused as invalid input rather than failing
// at insert time with a server error.
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');
export const nulCharacterMessage = 'Must not contain NUL characters';

/** Trimmed text that must not be blank, with the message the form shows. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max)
    .refine(hasNoNul, nulCharacterMessage);
}

/** Trimmed optional text; blank becomes absent so "" and a missing field mean the same. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(hasNoNul, nulCharacterMessage)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** An http(s) URL; other schemes (javascript:, data:) are refused. */
export function httpUrl(message: string = applicationFormMessages.urlInvalid) {
  return z.url({ protocol: /^https?$/, error: message });
}

/**
 * A field sent as JSON-encoded text (spec: site-marketing-careers §3, submitted application).
 * The input is the text; the output is the parsed value checked against `schema`.
 */
export function jsonText<T extends z.ZodType>(schema: T, maxChars: number) {
  return z
    .string()
    .max(maxChars)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: applicationFormMessages.invalidJson });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * An optional filter whose "" and sentinel values ("all", "unassigned", "no-rating") mean
 * "no filter" (spec: chat-news-admin §5). The sentinels stay visible in the OpenAPI document.
 */
export function sentinelOptional<T extends z.ZodType>(
  schema: T,
  sentinels: readonly [string, ...string[]],
) {
  const blank = z.enum(['', ...sentinels]);
  return z
    .union([blank, schema])
    .optional()
    .transform((value): z.output<T> | undefined =>
      value === undefined || blank.safeParse(value).success ? undefined : (value as z.output<T>),
    );
}

/** Edit forms send "" for a cleared field; the database stores null. */
export function blankToNull<T extends string>(value: T | null | undefined): Exclude<T, ''> | null {
  return value === undefined || value === null || value === '' ? null : (value as Exclude<T, ''>);
}
