import { z } from 'zod';
import { storedModelLimits } from '../constants.ts';
import { voicebotIdSchema } from './voice.ts';
import { personalityTemplateIdSchema, voiceAgentKindSchema, voiceIdSchema } from './voice-enums.ts';

// Where the token routes (public-api) and the voice agent (services/voice-agent) meet: every
// token carries a room configuration that dispatches this agent by name with this metadata
// (docs/architecture.md#voice). The persona is fixed by the token route, never by the visitor.
export const voiceAgentName = 'phi-voice-agent';

// The demo personas have no stored profile; their sessions and metrics are kept under these
// fixed voicebot ids (voice_sessions.voicebot_id is required).
export const demoVoicebotIds = {
  general: 'demo_general',
  hotel: 'demo_hotel',
  restaurant: 'demo_restaurant',
  hospital: 'demo_hospital',
} as const;

export const voiceDispatchMetadataSchema = z
  .object({
    persona: voiceAgentKindSchema,
    voicebotId: voicebotIdSchema,
    /** voice_sessions.session_id of this conversation, chosen by the token route. */
    sessionId: z.uuid(),
    companyName: z.string().trim().min(1).max(storedModelLimits.companyName),
    /** Company bots: the voice and personality chosen in the builder. */
    voice: voiceIdSchema.optional(),
    template: personalityTemplateIdSchema.optional(),
    botName: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.persona === 'company') {
      if (value.voicebotId in demoVoicebotIdSet) {
        ctx.addIssue({ code: 'custom', message: 'a company bot cannot use a demo voicebot id' });
      }
      return;
    }
    if (value.voicebotId !== demoVoicebotIds[value.persona]) {
      ctx.addIssue({
        code: 'custom',
        message: `the ${value.persona} persona has a fixed voicebot id`,
      });
    }
  })
  .meta({ id: 'VoiceDispatchMetadata' });
export type VoiceDispatchMetadata = z.infer<typeof voiceDispatchMetadataSchema>;

const demoVoicebotIdSet: Record<string, true> = Object.fromEntries(
  Object.values(demoVoicebotIds).map((id) => [id, true]),
);

/** Parses the dispatch metadata a job receives (a JSON string); null with the reason otherwise. */
export function parseVoiceDispatchMetadata(
  raw: string,
): { ok: true; metadata: VoiceDispatchMetadata } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'dispatch metadata is not JSON' };
  }
  const parsed = voiceDispatchMetadataSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: z.prettifyError(parsed.error) };
  }
  return { ok: true, metadata: parsed.data };
}
