import {
  defaultPersonalityTemplateId,
  defaultVoiceId,
  personalityTemplates,
  type VoiceDispatchMetadata,
} from '@phi/contracts/public';
import { createKnowledgeTool } from '../knowledge-tool.ts';
import { type Persona, type PersonaDependencies, spokenStyle } from '../persona.ts';

/** The stored profile a company bot answers for (voicebot_profiles). */
export interface CompanyProfile {
  companyName: string;
  description: string | null;
}

// spec: voice §1 and §3, a company's own bot with the voice and personality chosen in the
// builder; its knowledge is the collection named by its voicebot id (packages/knowledge).
export function createCompanyPersona(
  metadata: VoiceDispatchMetadata,
  profile: CompanyProfile,
  deps: PersonaDependencies,
): Persona {
  const botName = metadata.botName ?? `${profile.companyName} assistant`;
  const templateId = metadata.template ?? defaultPersonalityTemplateId;
  const template =
    personalityTemplates.find((entry) => entry.id === templateId) ?? personalityTemplates[0];
  return {
    kind: 'company',
    voice: metadata.voice ?? defaultVoiceId,
    greeting: `Greet the caller as ${botName} of ${profile.companyName} and ask how you can help.`,
    instructions: [
      `You are ${botName}, the voice assistant of ${profile.companyName}.`,
      profile.description ? `About the company: ${profile.description}` : '',
      `Personality: ${template.name}, ${template.description} Be ${template.characteristics
        .join(', ')
        .toLowerCase()}; your tone is ${template.tone}.`,
      `Answer questions about ${profile.companyName} only from what searchDocuments returns: call`,
      "it for every question about the company. When you use a passage, name the document it comes from by its title. If it finds nothing, say the company's documents do not cover it.",
      'Never invent facts, prices or promises.',
      spokenStyle,
    ]
      .filter(Boolean)
      .join(' '),
    tools: [
      createKnowledgeTool(deps, {
        name: 'searchDocuments',
        collection: metadata.voicebotId,
        description: `Search ${profile.companyName}'s own documents for passages answering a question. Returns passages with the document title to cite.`,
      }),
    ],
  };
}
