import {
  type PersonalityTemplateId,
  personalityTemplateIdSchema,
  type VoiceId,
  voiceIdSchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';

/** What the company token carries to the voice agent from the stored voicebot. */
export interface VoicebotForToken {
  voicebotId: string;
  companyName: string;
  botName: string | undefined;
  voice: VoiceId | undefined;
  template: PersonalityTemplateId | undefined;
}

// The builder's choices as POST /api/rag/index keeps them in voicebot_profiles.configuration.
// Read field by field: one unreadable value leaves that choice to the agent's default rather
// than refusing the visitor a conversation.
const storedConfigurationSchema = z.object({
  botName: z.string().trim().min(1).max(100).optional().catch(undefined),
  voice: voiceIdSchema.optional().catch(undefined),
  template: personalityTemplateIdSchema.optional().catch(undefined),
});

/** The active voicebot with this id, or null when there is none. */
export async function findVoicebotForToken(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<VoicebotForToken | null> {
  const row = await db
    .selectFrom('voicebotProfiles')
    .select(['voicebotId', 'companyName', 'configuration'])
    .where('voicebotId', '=', voicebotId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) {
    return null;
  }
  const stored = storedConfigurationSchema.safeParse(row.configuration ?? {});
  const configuration = stored.success ? stored.data : {};
  return {
    voicebotId: row.voicebotId,
    companyName: row.companyName,
    botName: configuration.botName,
    voice: configuration.voice,
    template: configuration.template,
  };
}
