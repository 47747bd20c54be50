/** The usual constant of reciprocal rank fusion: ranks far down a list still count a little. */
const fusionK = 60;

/**
 * Reciprocal rank fusion: each id scores the sum of 1 / (60 + rank) over the rankings that
 * hold it (rank from 1). Needs no comparable scores, only orders. Best first.
 */
export function fuseRankings(
  rankings: readonly (readonly string[])[],
): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (fusionK + index + 1));
    });
  }
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}
