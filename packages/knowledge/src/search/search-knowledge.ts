import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import type { Embedder } from '../embedder.ts';
import { makeExcerpt } from './excerpt.ts';
import { analyseQuery } from './query-terms.ts';
import { queryWords } from './query-words.ts';
import { fuseRankings } from './rank-fusion.ts';
import { readChunks } from './read-chunks.ts';
import { weighTerms } from './term-weights.ts';
import { rankByText, type TextHit } from './text-ranking.ts';
import { getVectorIndex, rankByVector } from './vector-index.ts';

export interface KnowledgeSearch {
  collection: string;
  query: string;
  /** Passages wanted; fewer when fewer are relevant. */
  limit: number;
  /** With one, chunks stored with vectors of its model are also ranked by cosine similarity. */
  embedder?: Embedder | undefined;
  signal?: AbortSignal;
}

export interface KnowledgePassage {
  title: string;
  /** Where a visitor reads it: a site path or an article's URL. */
  path: string | null;
  headingPath: string[];
  /** About 300 characters around the first query word, for a citation. */
  excerpt: string;
  content: string;
  /** Higher is better; comparable within one answer only. */
  score: number;
  documentKey: string;
}

export interface KnowledgeSearchResult {
  /** Relevant passages, best first; empty when nothing in the collection answers the question. */
  passages: KnowledgePassage[];
  /**
   * The best text coverage among the chunks scored (0 when none), for logs and evaluation;
   * chunks that cannot reach the threshold are not scored.
   */
  bestCoverage: number;
  /** The best cosine similarity when an embedder was used. */
  bestSimilarity: number | null;
  corrections: Record<string, string>;
}

/**
 * A passage is relevant when its chunk holds at least half the weight of the question's words
 * (by rarity in the collection), or, with an embedder, when its cosine similarity reaches
 * `knowledgeRelevance.minSimilarity`. Below that the caller answers that the site does not say.
 */
export const knowledgeRelevance = {
  minCoverage: 0.5,
  minSimilarity: 0.5,
} as const;

/** Candidates taken from each ranking before fusion and the per-document cap. */
const candidateCount = 40;
/** A document contributes at most this many passages, so one long page cannot fill the list. */
const maxPassagesPerDocument = 2;

/**
 * Passages of a collection answering a question, best first: full text over OR'ed stemmed
 * terms with title/heading/body weights (typos corrected against the collection's own words),
 * and with an embedder also cosine similarity over the stored vectors, the two rankings fused
 * by reciprocal rank. Only relevant passages are returned (see knowledgeRelevance).
 */
export async function searchKnowledge(
  db: Kysely<Database>,
  search: KnowledgeSearch,
): Promise<KnowledgeSearchResult> {
  const words = queryWords(search.query);
  const vectorWork = search.embedder
    ? Promise.all([
        getVectorIndex(db, search.collection, search.embedder.model),
        search.embedder.embed([search.query], search.signal),
      ])
    : undefined;
  // Settled here so a failing text query never leaves the vector promise unobserved.
  vectorWork?.catch(() => undefined);

  const analysed =
    words.length > 0
      ? await analyseQuery(db, search.collection, words)
      : { terms: [], corrections: {} };
  const weighted = await weighTerms(db, search.collection, analysed.terms);
  const textHits = await rankByText(db, search.collection, weighted, {
    limit: candidateCount,
    minCoverage: knowledgeRelevance.minCoverage,
  });
  const stems = analysed.terms.flatMap((term) => term.lexemes);

  let ranked: { hit: TextHit; score: number; isRelevant: boolean }[];
  let bestSimilarity: number | null = null;
  if (vectorWork) {
    const [index, [queryVector]] = await vectorWork;
    const vectorHits = queryVector ? rankByVector(index, queryVector, candidateCount) : [];
    bestSimilarity = vectorHits[0]?.similarity ?? null;
    const similarityOf = new Map(vectorHits.map((hit) => [hit.chunkId, hit.similarity]));
    const fused = fuseRankings([
      textHits.map((hit) => hit.chunkId),
      vectorHits.map((hit) => hit.chunkId),
    ]);
    const byId = new Map(textHits.map((hit) => [hit.chunkId, hit]));
    const missing = fused.map((entry) => entry.id).filter((id) => !byId.has(id));
    for (const hit of await readChunks(db, missing)) {
      byId.set(hit.chunkId, hit);
    }
    ranked = fused.flatMap((entry) => {
      const hit = byId.get(entry.id);
      if (!hit) {
        return [];
      }
      const similarity = similarityOf.get(entry.id) ?? 0;
      return [
        {
          hit,
          score: entry.score,
          isRelevant:
            hit.coverage >= knowledgeRelevance.minCoverage ||
            similarity >= knowledgeRelevance.minSimilarity,
        },
      ];
    });
  } else {
    ranked = textHits.map((hit) => ({
      hit,
      score: hit.score,
      isRelevant: hit.coverage >= knowledgeRelevance.minCoverage,
    }));
  }

  const perDocument = new Map<string, number>();
  const passages: KnowledgePassage[] = [];
  for (const { hit, score, isRelevant } of ranked) {
    const taken = perDocument.get(hit.documentKey) ?? 0;
    if (!isRelevant || taken >= maxPassagesPerDocument) {
      continue;
    }
    perDocument.set(hit.documentKey, taken + 1);
    passages.push({
      title: hit.title,
      path: hit.path,
      headingPath: hit.headingPath,
      excerpt: makeExcerpt(hit.content, stems),
      content: hit.content,
      score,
      documentKey: hit.documentKey,
    });
    if (passages.length === search.limit) {
      break;
    }
  }
  return {
    passages,
    bestCoverage: textHits.reduce((best, hit) => Math.max(best, hit.coverage), 0),
    bestSimilarity,
    corrections: analysed.corrections,
  };
}
