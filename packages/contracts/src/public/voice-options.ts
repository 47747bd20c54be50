import { z } from 'zod';
import { personalityTemplateList, voiceOptionList } from '../constants/voice-catalogue.ts';
import {
  type PersonalityTemplateId,
  personalityTemplateIdSchema,
  type VoiceId,
  voiceGenderSchema,
  voiceIdSchema,
} from './voice-enums.ts';

// spec: voice §3, voice option: id, name, type, audio, description, gender, tone
export const voiceOptionSchema = z
  .object({
    id: voiceIdSchema,
    name: z.string(),
    type: z.string(),
    audio: z.string().nullable(),
    description: z.string(),
    gender: voiceGenderSchema,
    tone: z.string(),
  })
  .meta({ id: 'VoiceOption' });
export type VoiceOption = z.infer<typeof voiceOptionSchema>;

export const voiceOptions = voiceOptionList satisfies readonly VoiceOption[];
export const defaultVoiceId: VoiceId = 'alex';

// spec: voice §3, personality template
export const personalityTemplateSchema = z
  .object({
    id: personalityTemplateIdSchema,
    name: z.string(),
    description: z.string(),
    icon: z.string().describe('lucide icon name'),
    color: z.string().describe('accent colour token'),
    characteristics: z.array(z.string()),
    useCases: z.array(z.string()),
    tone: z.string(),
  })
  .meta({ id: 'PersonalityTemplate' });
export type PersonalityTemplate = z.infer<typeof personalityTemplateSchema>;

// The catalogue's lists are readonly tuples; the schema's arrays are mutable.
type CatalogueTemplate = Omit<PersonalityTemplate, 'characteristics' | 'useCases'> & {
  readonly characteristics: readonly string[];
  readonly useCases: readonly string[];
};
export const personalityTemplates = personalityTemplateList satisfies readonly CatalogueTemplate[];
export const defaultPersonalityTemplateId: PersonalityTemplateId = 'professional';
