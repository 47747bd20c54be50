/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions, each edit
 * costing 1): "dose" and "does" are one edit apart.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) {
        row[j] = best;
      }
    }
  }
  return at(a.length, b.length);
}

/** Two neighbouring letters swapped, and nothing else ("dose" for "does"). */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) {
    return false;
  }
  const at = [...a].findIndex((char, index) => char !== b[index]);
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * Whether `word` may be read as a typo of the collection's `candidate`: for words of 4 letters
 * only two swapped letters ("cats" is not a typo of "chats"), then one edit up to 7 letters and
 * two from 8.
 */
export function isTypoOf(word: string, candidate: string): boolean {
  if (word.length < 4) {
    return false;
  }
  if (word.length === 4) {
    return isTransposition(word, candidate);
  }
  return editDistance(word, candidate) <= (word.length < 8 ? 1 : 2);
}
