import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import type { QueryTerm } from './query-terms.ts';

export interface WeightedTerm extends QueryTerm {
  /** ln(1 + N / (1 + chunks holding the term)): a word in every chunk says little. */
  idf: number;
}

/**
 * Weighs each term by its rarity in the collection, from the statistics the indexer keeps
 * (no chunk is read). A synonym group counts the chunks of all its stems (an upper bound).
 */
export async function weighTerms(
  db: Kysely<Database>,
  collection: string,
  terms: readonly QueryTerm[],
): Promise<WeightedTerm[]> {
  const lexemes = [...new Set(terms.flatMap((term) => term.lexemes))];
  if (lexemes.length === 0) {
    return [];
  }
  const [size, counts] = await Promise.all([
    db
      .selectFrom('knowledgeCollections')
      .select('chunkCount')
      .where('collection', '=', collection)
      .executeTakeFirst(),
    db
      .selectFrom('knowledgeLexemes')
      .select(['lexeme', 'chunkCount'])
      .where('collection', '=', collection)
      .where('lexeme', 'in', lexemes)
      .execute(),
  ]);
  const total = Math.max(size?.chunkCount ?? 0, 1);
  const countOf = new Map(counts.map((row) => [row.lexeme, row.chunkCount]));
  return terms.map((term) => {
    const holding = Math.min(
      total,
      term.lexemes.reduce((sum, lexeme) => sum + (countOf.get(lexeme) ?? 0), 0),
    );
    return { ...term, idf: Math.log(1 + total / (1 + holding)) };
  });
}

/**
 * The sets of terms a chunk must hold all of, one set at least, to reach `minCoverage`; null
 * when there would be more than `maxSets` (then callers fall back to any required term).
 * Terms are taken weightiest first and a set ends as soon as it weighs enough, so every chunk
 * that can reach the threshold holds one of the sets: searching for (a & b) | (a & c) | …
 * reads exactly the chunks that can be relevant, through the GIN index.
 */
export function qualifyingTermSets(
  terms: readonly WeightedTerm[],
  minCoverage: number,
  maxSets = 64,
): WeightedTerm[][] | null {
  const need = minCoverage * terms.reduce((sum, term) => sum + term.idf, 0);
  const byWeight = [...terms].sort((a, b) => b.weight * b.idf - a.weight * a.idf);
  const weightOf = (term: WeightedTerm) => term.weight * term.idf;
  // What the terms from index i on could still add.
  const rest = byWeight.map((_, i) =>
    byWeight.slice(i).reduce((sum, term) => sum + weightOf(term), 0),
  );
  const sets: WeightedTerm[][] = [];
  let isTooMany = false;
  const extend = (start: number, chosen: WeightedTerm[], weight: number) => {
    for (let i = start; i < byWeight.length && !isTooMany; i += 1) {
      const term = byWeight[i];
      if (!term || weight + (rest[i] ?? 0) < need) {
        return;
      }
      const next = [...chosen, term];
      if (weight + weightOf(term) >= need) {
        sets.push(next);
        isTooMany = sets.length > maxSets;
      } else {
        extend(i + 1, next, weight + weightOf(term));
      }
    }
  };
  if (need > 0) {
    extend(0, [], 0);
  }
  return isTooMany ? null : sets;
}

/**
 * The terms a chunk must hold one of to reach `minCoverage`: the weightiest first, until the
 * rest together weigh less than `minCoverage` of the question.
 */
export function requiredTerms(terms: readonly WeightedTerm[], minCoverage: number): WeightedTerm[] {
  const all = terms.reduce((sum, term) => sum + term.idf, 0);
  const byWeight = [...terms].sort((a, b) => b.weight * b.idf - a.weight * a.idf);
  let rest = byWeight.reduce((sum, term) => sum + term.weight * term.idf, 0);
  const required: WeightedTerm[] = [];
  for (const term of byWeight) {
    if (rest < minCoverage * all) {
      break;
    }
    required.push(term);
    rest -= term.weight * term.idf;
  }
  return required;
}
