import { voice } from '@livekit/agents';
import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import type { Persona, PersonaDependencies } from './persona.ts';
import { type CompanyProfile, createCompanyPersona } from './personas/company.ts';
import { createGeneralPersona } from './personas/general.ts';
import { createHospitalPersona } from './personas/hospital.ts';
import { createHotelPersona } from './personas/hotel.ts';
import { createRestaurantPersona } from './personas/restaurant.ts';

export type PersonaResult = { ok: true; persona: Persona } | { ok: false; reason: string };

/** The active profile of a company bot, or null. */
export async function readCompanyProfile(
  db: Kysely<Database>,
  voicebotId: string,
): Promise<CompanyProfile | null> {
  const row = await db
    .selectFrom('voicebotProfiles')
    .select(['companyName', 'description'])
    .where('voicebotId', '=', voicebotId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

/** The persona for validated dispatch metadata; a company bot must have an active profile. */
export async function createPersona(
  metadata: VoiceDispatchMetadata,
  deps: PersonaDependencies,
): Promise<PersonaResult> {
  switch (metadata.persona) {
    case 'general':
      return { ok: true, persona: createGeneralPersona(metadata, deps) };
    case 'hotel':
      return { ok: true, persona: createHotelPersona(metadata, deps) };
    case 'restaurant':
      return { ok: true, persona: createRestaurantPersona(metadata, deps) };
    case 'hospital':
      return { ok: true, persona: createHospitalPersona(metadata, deps) };
    case 'company': {
      const profile = await readCompanyProfile(deps.db, metadata.voicebotId);
      if (!profile) {
        return { ok: false, reason: `no active voicebot ${metadata.voicebotId}` };
      }
      return { ok: true, persona: createCompanyPersona(metadata, profile, deps) };
    }
  }
}

/** A framework Agent speaking as the persona. */
export function createAgent(persona: Persona): voice.Agent {
  return new voice.Agent({ instructions: persona.instructions, tools: persona.tools });
}
