import { z } from 'zod';
import { defaultLivekitInstance, storedModelLimits, textLimits } from '../../constants.ts';
import { defaultVoicebotProfileStatus, voicebotProfileStatusSchema } from '../../enums.ts';
import { companyNameSchema, voicebotIdSchema } from '../../public/voice.ts';
import { jsonObjectSchema, nullableTextSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 and §9 (voicebot_profiles). voicebotId is the key but not generated:
// the builder assigns it (voice §3), so the insert carries it and the partial variant, which
// never moves a row to another key, does not.
const voicebotProfileFields = {
  companyName: companyNameSchema,
  description: nullableTextSchema(textLimits.longText),
  status: voicebotProfileStatusSchema,
  livekitInstance: z.string().trim().min(1).max(storedModelLimits.livekitInstance),
  configuration: jsonObjectSchema.nullable(),
};

export const voicebotProfileInsertSchema = z
  .object({
    voicebotId: voicebotIdSchema,
    ...voicebotProfileFields,
    description: voicebotProfileFields.description.optional(),
    status: voicebotProfileFields.status.default(defaultVoicebotProfileStatus),
    livekitInstance: voicebotProfileFields.livekitInstance.default(defaultLivekitInstance),
    configuration: voicebotProfileFields.configuration.optional(),
  })
  .meta({ id: 'VoicebotProfileInsert' });
export type VoicebotProfileInsertInput = z.input<typeof voicebotProfileInsertSchema>;
export type VoicebotProfileInsert = z.output<typeof voicebotProfileInsertSchema>;

export const voicebotProfilePatchSchema = z
  .object(voicebotProfileFields)
  .partial()
  .meta({ id: 'VoicebotProfilePatch' });
export type VoicebotProfilePatchInput = z.input<typeof voicebotProfilePatchSchema>;
export type VoicebotProfilePatch = z.output<typeof voicebotProfilePatchSchema>;
