import { z } from 'zod';
import { storedModelLimits } from '../../constants.ts';
import { voicebotIdSchema } from '../../public/voice.ts';
import { isoDateTimeSchema } from '../../schema-helpers.ts';
import { countSchema, numericColumnSchema } from './stored-fields.ts';

// Running totals are bigint columns: any safe integer fits.
const runningTotalSchema = z.int().nonnegative();

// spec: chat-news-admin §3 (voicebot_usage_summaries). One row per voicebot, keyed by its id:
// the insert names the voicebot, the partial variant never changes it.
const voicebotUsageSummaryFields = {
  totalActions: countSchema,
  successfulActions: countSchema,
  failedActions: countSchema,
  totalResponseTimeMs: runningTotalSchema,
  totalTokensUsed: runningTotalSchema,
  totalCostUsd: numericColumnSchema(storedModelLimits.totalCostUsd),
  lastActivity: isoDateTimeSchema.nullable(),
  lastActionType: z.string().trim().min(1).max(storedModelLimits.actionType).nullable(),
};

export const voicebotUsageSummaryInsertSchema = z
  .object({
    voicebotId: voicebotIdSchema,
    totalActions: voicebotUsageSummaryFields.totalActions.default(0),
    successfulActions: voicebotUsageSummaryFields.successfulActions.default(0),
    failedActions: voicebotUsageSummaryFields.failedActions.default(0),
    totalResponseTimeMs: voicebotUsageSummaryFields.totalResponseTimeMs.default(0),
    totalTokensUsed: voicebotUsageSummaryFields.totalTokensUsed.default(0),
    totalCostUsd: voicebotUsageSummaryFields.totalCostUsd.default(0),
    lastActivity: voicebotUsageSummaryFields.lastActivity.optional(),
    lastActionType: voicebotUsageSummaryFields.lastActionType.optional(),
  })
  .meta({ id: 'VoicebotUsageSummaryInsert' });
export type VoicebotUsageSummaryInsertInput = z.input<typeof voicebotUsageSummaryInsertSchema>;
export type VoicebotUsageSummaryInsert = z.output<typeof voicebotUsageSummaryInsertSchema>;

export const voicebotUsageSummaryPatchSchema = z
  .object(voicebotUsageSummaryFields)
  .partial()
  .meta({ id: 'VoicebotUsageSummaryPatch' });
export type VoicebotUsageSummaryPatchInput = z.input<typeof voicebotUsageSummaryPatchSchema>;
export type VoicebotUsageSummaryPatch = z.output<typeof voicebotUsageSummaryPatchSchema>;
