import type { VoiceId } from '@phi/contracts/public';

// The six voices of the builder (spec: voice §3, packages/contracts voice-options) as the
// OpenAI-compatible provider's voices, chosen by gender and tone. One table: a provider with
// other voice names changes only this.
export const providerVoices = {
  alex: 'ash', // male, professional
  sarah: 'coral', // female, casual
  neo: 'alloy', // neutral, professional
  marcus: 'onyx', // male, deep
  luna: 'shimmer', // female, soft and calm
  zara: 'nova', // female, energetic
} as const satisfies Record<VoiceId, string>;
export type ProviderVoice = (typeof providerVoices)[VoiceId];
