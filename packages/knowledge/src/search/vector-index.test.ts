import { describe, expect, it } from 'vitest';
import { buildVectorIndex, rankByVector } from './vector-index.ts';

function randomVector(dimensions: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: dimensions }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  });
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, i) => {
    dot += value * (b[i] ?? 0);
    na += value * value;
    nb += (b[i] ?? 0) ** 2;
  });
  return dot / Math.sqrt(na * nb);
}

describe('rankByVector', () => {
  it('answers the same top chunks as sorting every cosine similarity', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: `c${i}`,
      embedding: randomVector(32, i + 1),
    }));
    const index = buildVectorIndex('m', rows);
    const query = randomVector(32, 9_999);
    const expected = rows
      .map((row) => ({ chunkId: row.id, similarity: cosine(row.embedding, query) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 10);
    const ranked = rankByVector(index, query, 10);
    expect(ranked.map((hit) => hit.chunkId)).toEqual(expected.map((hit) => hit.chunkId));
    ranked.forEach((hit, i) => {
      expect(hit.similarity).toBeCloseTo(expected[i]?.similarity ?? 0, 5);
    });
  });

  it('ignores a query of another dimension and vectors of the wrong length', () => {
    const index = buildVectorIndex('m', [
      { id: 'a', embedding: [1, 0] },
      { id: 'b', embedding: [1, 0, 0] },
    ]);
    expect(index.chunkIds).toEqual(['a']);
    expect(rankByVector(index, [1, 0, 0], 5)).toEqual([]);
    expect(rankByVector(index, [2, 0], 5)).toEqual([{ chunkId: 'a', similarity: 1 }]);
  });
});
