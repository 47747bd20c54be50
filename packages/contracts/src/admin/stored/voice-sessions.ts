import { z } from 'zod';
import { storedModelLimits } from '../../constants.ts';
import { defaultVoiceSessionStatus, voiceSessionStatusSchema } from '../../enums.ts';
import { companyNameSchema, voicebotIdSchema } from '../../public/voice.ts';
import { isoDateTimeSchema } from '../../schema-helpers.ts';
import { jsonObjectSchema, numericColumnSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 and §9 (voice_sessions and its column limits). The session id is
// the generated key, so the insert variant leaves it out like any other id.
const voiceSessionFields = {
  voicebotId: voicebotIdSchema,
  companyName: companyNameSchema,
  roomName: z.string().trim().min(1).max(storedModelLimits.roomName),
  workerId: z.string().trim().min(1).max(storedModelLimits.workerId),
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema.nullable(),
  durationSeconds: numericColumnSchema(storedModelLimits.durationSeconds).nullable(),
  status: voiceSessionStatusSchema,
  performanceMetrics: jsonObjectSchema.nullable(),
};

export const voiceSessionInsertSchema = z
  .object({
    ...voiceSessionFields,
    endTime: voiceSessionFields.endTime.optional(),
    durationSeconds: voiceSessionFields.durationSeconds.optional(),
    status: voiceSessionFields.status.default(defaultVoiceSessionStatus),
    performanceMetrics: voiceSessionFields.performanceMetrics.optional(),
  })
  .meta({ id: 'VoiceSessionInsert' });
export type VoiceSessionInsertInput = z.input<typeof voiceSessionInsertSchema>;
export type VoiceSessionInsert = z.output<typeof voiceSessionInsertSchema>;

export const voiceSessionPatchSchema = z
  .object(voiceSessionFields)
  .partial()
  .meta({ id: 'VoiceSessionPatch' });
export type VoiceSessionPatchInput = z.input<typeof voiceSessionPatchSchema>;
export type VoiceSessionPatch = z.output<typeof voiceSessionPatchSchema>;
