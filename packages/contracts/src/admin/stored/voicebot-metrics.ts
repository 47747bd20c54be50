import { z } from 'zod';
import { storedModelLimits, textLimits } from '../../constants.ts';
import { voicebotIdSchema } from '../../public/voice.ts';
import {
  countSchema,
  jsonObjectSchema,
  nullableTextSchema,
  numericColumnSchema,
} from './stored-fields.ts';

// spec: chat-news-admin §3 and §9 (voicebot_metrics); the integer id is generated.
const voicebotMetricFields = {
  voicebotId: voicebotIdSchema,
  sessionId: z.string().trim().min(1).max(storedModelLimits.sessionId).nullable(),
  userId: z.string().trim().min(1).max(storedModelLimits.userId).nullable(),
  actionType: z.string().trim().min(1).max(storedModelLimits.actionType),
  actionDetails: jsonObjectSchema.nullable(),
  success: z.boolean(),
  responseTimeMs: countSchema.nullable(),
  tokensUsed: countSchema.nullable(),
  costUsd: numericColumnSchema(storedModelLimits.costUsd).nullable(),
  errorMessage: nullableTextSchema(textLimits.longText),
  metadata: jsonObjectSchema.nullable(),
};

export const voicebotMetricInsertSchema = z
  .object({
    ...voicebotMetricFields,
    sessionId: voicebotMetricFields.sessionId.optional(),
    userId: voicebotMetricFields.userId.optional(),
    actionDetails: voicebotMetricFields.actionDetails.optional(),
    success: voicebotMetricFields.success.default(true),
    responseTimeMs: voicebotMetricFields.responseTimeMs.optional(),
    tokensUsed: voicebotMetricFields.tokensUsed.optional(),
    costUsd: voicebotMetricFields.costUsd.optional(),
    errorMessage: voicebotMetricFields.errorMessage.optional(),
    metadata: voicebotMetricFields.metadata.optional(),
  })
  .meta({ id: 'VoicebotMetricInsert' });
export type VoicebotMetricInsertInput = z.input<typeof voicebotMetricInsertSchema>;
export type VoicebotMetricInsert = z.output<typeof voicebotMetricInsertSchema>;

export const voicebotMetricPatchSchema = z
  .object(voicebotMetricFields)
  .partial()
  .meta({ id: 'VoicebotMetricPatch' });
export type VoicebotMetricPatchInput = z.input<typeof voicebotMetricPatchSchema>;
export type VoicebotMetricPatch = z.output<typeof voicebotMetricPatchSchema>;
