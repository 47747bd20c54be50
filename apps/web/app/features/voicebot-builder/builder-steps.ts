import { builderStepCount } from '@phi/contracts/constants';
import type { PersonalityTemplateId, VoiceId } from '@phi/contracts/public';

// spec: voice §4, the builder step runs 1 to 4: choosing a voice sets step 2, choosing a template
// sets step 3, adding files sets step 4. A created voicebot (possibly from a description alone,
// with no files) also opens step 4, the Test step: ours, so the steps never trail the panel.

export type BuilderStep = 1 | 2 | 3 | 4;

export interface BuilderChoices {
  readonly step: BuilderStep;
  readonly voiceId: VoiceId | null;
  readonly templateId: PersonalityTemplateId | null;
}

export type BuilderAction =
  | { readonly type: 'voice-chosen'; readonly voiceId: VoiceId }
  | { readonly type: 'template-chosen'; readonly templateId: PersonalityTemplateId }
  | { readonly type: 'files-added' }
  | { readonly type: 'voicebot-created' }
  | { readonly type: 'voicebot-removed' };

export const initialBuilderChoices: BuilderChoices = { step: 1, voiceId: null, templateId: null };

export function builderReducer(state: BuilderChoices, action: BuilderAction): BuilderChoices {
  switch (action.type) {
    case 'voice-chosen':
      return { ...state, voiceId: action.voiceId, step: 2 };
    case 'template-chosen':
      return { ...state, templateId: action.templateId, step: 3 };
    case 'files-added':
    case 'voicebot-created':
      return { ...state, step: builderStepCount };
    case 'voicebot-removed':
      return initialBuilderChoices;
  }
}
