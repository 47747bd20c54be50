import { z } from 'zod';
import { applicationFormMessages } from '../../messages/careers.ts';
import { blankToNull } from '../../schema-helpers.ts';

// Field builders shared by the insert and partial schemas of the stored model
// (spec: chat-news-admin §3). Each mirrors a column type, so a value that passes here also
// fits its column.

/** Postgres `integer` holds up to 2^31 - 1. */
export const pgIntegerMax = 2_147_483_647;

/** A non-negative `integer` column (counts, durations, hours). */
export const countSchema = z.int().nonnegative().max(pgIntegerMax);

/** Minutes of reading; the columns refuse 0 (a check constraint). */
export const readMinutesSchema = z.int().positive().max(pgIntegerMax);

/** A `jsonb` object column. */
export const jsonObjectSchema = z.record(z.string(), z.unknown());

/** A reference to another row's text id. */
export const rowIdSchema = z.string().trim().min(1).max(100);

/**
 * A non-negative `numeric(precision, scale)` column. Only the integer digits can overflow:
 * Postgres rounds extra decimals to the scale, and computed costs carry float noise.
 */
export function numericColumnSchema({ precision, scale }: { precision: number; scale: number }) {
  return z
    .number()
    .nonnegative()
    .max(10 ** (precision - scale) - 10 ** -scale);
}

/** Optional free text stored as null when blank. */
export function nullableTextSchema(max: number) {
  return z.string().trim().max(max).nullable().transform(blankToNull);
}

/** A trimmed `text[]` column; blanks and duplicates are dropped. */
export function textListSchema(itemMax: number, maxItems: number) {
  return z
    .array(z.string().trim().max(itemMax))
    .max(maxItems)
    .transform((items) => [...new Set(items.filter((item) => item !== ''))]);
}

/** Required, trimmed e-mail address with the form's own messages. */
export function emailFieldSchema(max: number, messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max)
    .pipe(z.email({ error: messages.invalid }));
}

/** Text that must hold JSON, stored as the text itself (spec: job_applications personalInfo). */
export function jsonEncodedTextSchema(max: number) {
  return z
    .string()
    .max(max)
    .refine(
      (text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      },
      { error: applicationFormMessages.invalidJson },
    );
}
