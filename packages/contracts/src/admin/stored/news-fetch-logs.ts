import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import { newsFetchLogStatusSchema } from '../../enums.ts';
import { countSchema, nullableTextSchema, rowIdSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 (news_fetch_logs); fetchDuration is in milliseconds.
const newsFetchLogFields = {
  sourceId: rowIdSchema.nullable(),
  status: newsFetchLogStatusSchema,
  articlesFound: countSchema,
  articlesProcessed: countSchema,
  errorMessage: nullableTextSchema(textLimits.longText),
  fetchDuration: countSchema.nullable(),
};

export const newsFetchLogInsertSchema = z
  .object({
    ...newsFetchLogFields,
    sourceId: newsFetchLogFields.sourceId.optional(),
    articlesFound: newsFetchLogFields.articlesFound.default(0),
    articlesProcessed: newsFetchLogFields.articlesProcessed.default(0),
    errorMessage: newsFetchLogFields.errorMessage.optional(),
    fetchDuration: newsFetchLogFields.fetchDuration.optional(),
  })
  .meta({ id: 'NewsFetchLogInsert' });
export type NewsFetchLogInsertInput = z.input<typeof newsFetchLogInsertSchema>;
export type NewsFetchLogInsert = z.output<typeof newsFetchLogInsertSchema>;

export const newsFetchLogPatchSchema = z
  .object(newsFetchLogFields)
  .partial()
  .meta({ id: 'NewsFetchLogPatch' });
export type NewsFetchLogPatchInput = z.input<typeof newsFetchLogPatchSchema>;
export type NewsFetchLogPatch = z.output<typeof newsFetchLogPatchSchema>;
