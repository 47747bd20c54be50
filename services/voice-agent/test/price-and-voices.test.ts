import { voiceOptions } from '@phi/contracts/public';
import { describe, expect, it } from 'vitest';
import { costOf, defaultPriceTable, resolvePriceTable } from '../src/metrics/price-table.ts';
import { providerVoices } from '../src/speech/provider-voices.ts';

describe('costOf', () => {
  it('prices tokens, audio minutes and characters by the model', () => {
    expect(
      costOf(defaultPriceTable, { model: 'gpt-4o-mini', inputTokens: 1_000, outputTokens: 500 }),
    ).toBeCloseTo(0.00045, 9);
    expect(
      costOf(defaultPriceTable, { model: 'gpt-4o-mini-transcribe', audioMs: 30_000 }),
    ).toBeCloseTo(0.0015, 9);
    expect(costOf(defaultPriceTable, { model: 'tts-1', characters: 2_000 })).toBeCloseTo(0.03, 9);
  });

  it('gives no cost for a model without a price, never a guess', () => {
    expect(costOf(defaultPriceTable, { model: 'my-local-model', inputTokens: 100 })).toBeNull();
    expect(costOf(defaultPriceTable, { model: undefined, inputTokens: 100 })).toBeNull();
    expect(costOf(defaultPriceTable, { model: 'gpt-4o-mini' })).toBeNull();
  });

  it('takes configured prices over the built-in ones', () => {
    const prices = resolvePriceTable({ 'gpt-4o-mini': { inputPerMillionTokens: 1 } });
    expect(costOf(prices, { model: 'gpt-4o-mini', inputTokens: 1_000_000 })).toBe(1);
    expect(prices['whisper-1']).toEqual(defaultPriceTable['whisper-1']);
  });
});

describe('providerVoices', () => {
  it('gives each of the six voices its own provider voice', () => {
    // spec: voice §3, Alex, Sarah, Neo, Marcus, Luna and Zara
    expect(voiceOptions.map((option) => option.name)).toEqual([
      'Alex',
      'Sarah',
      'Neo',
      'Marcus',
      'Luna',
      'Zara',
    ]);
    const mapped = voiceOptions.map((option) => providerVoices[option.id]);
    expect(new Set(mapped).size).toBe(6);
  });
});
