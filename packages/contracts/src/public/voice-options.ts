import { z } from 'zod';
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

// spec: voice §3, the six voices with gender and tone. `type` (the badge) and `description`
// are ours; no sample audio ships, so `audio` is null.
export const voiceOptions = [
  {
    id: 'alex',
    name: 'Alex',
    type: 'Male · Professional',
    audio: null,
    description: 'Clear and confident, suited to business calls.',
    gender: 'male',
    tone: 'professional',
  },
  {
    id: 'sarah',
    name: 'Sarah',
    type: 'Female · Casual',
    audio: null,
    description: 'Warm and relaxed, suited to everyday conversations.',
    gender: 'female',
    tone: 'casual',
  },
  {
    id: 'neo',
    name: 'Neo',
    type: 'Neutral · Professional',
    audio: null,
    description: 'Balanced and precise, suited to support lines.',
    gender: 'neutral',
    tone: 'professional',
  },
  {
    id: 'marcus',
    name: 'Marcus',
    type: 'Male · Deep',
    audio: null,
    description: 'Deep and reassuring, suited to formal services.',
    gender: 'male',
    tone: 'deep, professional',
  },
  {
    id: 'luna',
    name: 'Luna',
    type: 'Female · Calm',
    audio: null,
    description: 'Soft and calm, suited to care and wellbeing.',
    gender: 'female',
    tone: 'soft, calm',
  },
  {
    id: 'zara',
    name: 'Zara',
    type: 'Female · Energetic',
    audio: null,
    description: 'Bright and lively, suited to sales and hospitality.',
    gender: 'female',
    tone: 'energetic',
  },
] as const satisfies readonly VoiceOption[];
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

// spec: voice §3, the six templates by name; their details are ours
export const personalityTemplates = [
  {
    id: 'professional',
    name: 'Professional',
    description: 'Courteous, concise and businesslike.',
    icon: 'briefcase',
    color: 'blue',
    characteristics: ['Polite', 'Concise', 'Reliable'],
    useCases: ['Reception', 'Customer service', 'Corporate enquiries'],
    tone: 'formal',
  },
  {
    id: 'friendly',
    name: 'Friendly',
    description: 'Warm and approachable, puts callers at ease.',
    icon: 'smile',
    color: 'green',
    characteristics: ['Warm', 'Upbeat', 'Patient'],
    useCases: ['Hospitality', 'Retail', 'Bookings'],
    tone: 'warm',
  },
  {
    id: 'technical',
    name: 'Technical',
    description: 'Precise and detailed for technical questions.',
    icon: 'cpu',
    color: 'purple',
    characteristics: ['Precise', 'Methodical', 'Knowledgeable'],
    useCases: ['IT support', 'Product troubleshooting', 'Onboarding'],
    tone: 'precise',
  },
  {
    id: 'sales',
    name: 'Sales',
    description: 'Persuasive and goal-oriented, captures leads.',
    icon: 'trending-up',
    color: 'orange',
    characteristics: ['Persuasive', 'Energetic', 'Focused'],
    useCases: ['Lead capture', 'Order handling', 'Upselling'],
    tone: 'enthusiastic',
  },
  {
    id: 'empathetic',
    name: 'Empathetic',
    description: 'Understanding and supportive in sensitive conversations.',
    icon: 'heart',
    color: 'pink',
    characteristics: ['Compassionate', 'Calm', 'Attentive'],
    useCases: ['Healthcare', 'Complaints', 'Appointment coordination'],
    tone: 'gentle',
  },
  {
    id: 'educational',
    name: 'Educational',
    description: 'Explains step by step and checks understanding.',
    icon: 'graduation-cap',
    color: 'teal',
    characteristics: ['Clear', 'Encouraging', 'Structured'],
    useCases: ['Training', 'FAQs', 'Product education'],
    tone: 'instructive',
  },
] as const satisfies readonly PersonalityTemplate[];
export const defaultPersonalityTemplateId: PersonalityTemplateId = 'professional';
