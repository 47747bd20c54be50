import { z } from 'zod';

// Prices in USD per model, for the cost column of voicebot_metrics. List prices when written;
// a deployment on another provider or tariff sets VOICE_PRICE_TABLE (src/env.ts), which is
// merged over these. A model missing here gets no cost (null), never a guessed one.
export const priceEntrySchema = z
  .object({
    inputPerMillionTokens: z.number().nonnegative(),
    outputPerMillionTokens: z.number().nonnegative(),
    perAudioMinute: z.number().nonnegative(),
    perMillionCharacters: z.number().nonnegative(),
  })
  .partial()
  .strict();
export type PriceEntry = z.infer<typeof priceEntrySchema>;
export const priceTableSchema = z.record(z.string().min(1), priceEntrySchema);
export type PriceTable = z.infer<typeof priceTableSchema>;

export const defaultPriceTable: PriceTable = {
  'gpt-4o-mini': { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 },
  'gpt-4o': { inputPerMillionTokens: 2.5, outputPerMillionTokens: 10 },
  'gpt-4.1-mini': { inputPerMillionTokens: 0.4, outputPerMillionTokens: 1.6 },
  'gpt-4o-mini-transcribe': { perAudioMinute: 0.003 },
  'gpt-4o-transcribe': { perAudioMinute: 0.006 },
  'whisper-1': { perAudioMinute: 0.006 },
  'gpt-4o-mini-tts': { perAudioMinute: 0.015 },
  'tts-1': { perMillionCharacters: 15 },
  'tts-1-hd': { perMillionCharacters: 30 },
};

export function resolvePriceTable(overrides: PriceTable): PriceTable {
  return { ...defaultPriceTable, ...overrides };
}

export interface CostInput {
  model: string | undefined;
  inputTokens?: number;
  outputTokens?: number;
  audioMs?: number;
  characters?: number;
}

/** USD for one action, or null when the model has no price here. */
export function costOf(prices: PriceTable, input: CostInput): number | null {
  const price = input.model === undefined ? undefined : prices[input.model];
  if (!price) {
    return null;
  }
  let cost = 0;
  let isPriced = false;
  if (price.inputPerMillionTokens !== undefined && input.inputTokens !== undefined) {
    cost += (input.inputTokens * price.inputPerMillionTokens) / 1_000_000;
    isPriced = true;
  }
  if (price.outputPerMillionTokens !== undefined && input.outputTokens !== undefined) {
    cost += (input.outputTokens * price.outputPerMillionTokens) / 1_000_000;
    isPriced = true;
  }
  if (price.perAudioMinute !== undefined && input.audioMs !== undefined) {
    cost += (input.audioMs / 60_000) * price.perAudioMinute;
    isPriced = true;
  }
  if (price.perMillionCharacters !== undefined && input.characters !== undefined) {
    cost += (input.characters * price.perMillionCharacters) / 1_000_000;
    isPriced = true;
  }
  return isPriced ? cost : null;
}
