import { describe, expect, it } from 'vitest';
import { qualifyingTermSets, requiredTerms, type WeightedTerm } from './term-weights.ts';

const term = (lexeme: string, idf: number, weight = 1): WeightedTerm => ({
  lexemes: [lexeme],
  weight,
  idf,
});

function coverage(terms: readonly WeightedTerm[], held: ReadonlySet<string>): number {
  const all = terms.reduce((sum, t) => sum + t.idf, 0);
  const matched = terms
    .filter((t) => held.has(t.lexemes[0] ?? ''))
    .reduce((sum, t) => sum + t.weight * t.idf, 0);
  return matched / all;
}

describe('qualifyingTermSets', () => {
  it('matches exactly the term combinations that reach the threshold', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 200; round += 1) {
      const terms = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) =>
        term(`t${i}`, random() * 9, random() < 0.2 ? 0.75 : 1),
      );
      const sets = qualifyingTermSets(terms, 0.5);
      expect(sets).not.toBeNull();
      for (let mask = 0; mask < 1 << terms.length; mask += 1) {
        const held = new Set(
          terms.filter((_, i) => mask & (1 << i)).map((t) => t.lexemes[0] ?? ''),
        );
        const isCandidate = (sets ?? []).some((set) =>
          set.every((t) => held.has(t.lexemes[0] ?? '')),
        );
        expect(isCandidate).toBe(coverage(terms, held) >= 0.5);
      }
    }
  });

  it('gives up past the set limit, leaving the required terms to fall back on', () => {
    const terms = Array.from({ length: 12 }, (_, i) => term(`t${i}`, 1));
    expect(qualifyingTermSets(terms, 0.5, 64)).toBeNull();
    expect(requiredTerms(terms, 0.5)).toHaveLength(7);
  });

  it('needs the one rare word of a question whose other words are everywhere', () => {
    const terms = [term('cost', 0.2), term('voic', 0.3), term('mot', 6)];
    expect(qualifyingTermSets(terms, 0.5)?.map((set) => set.map((t) => t.lexemes[0]))).toEqual([
      ['mot'],
    ]);
  });
});
