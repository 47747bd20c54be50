// Deterministic embeddings for tests: a hashed bag of words plus the words' character
// trigrams (so "engineer" and "engineers" land near each other), L2-normalised. Texts that
// share words have a high cosine similarity; unrelated texts are near orthogonal.

function hashText(text: string): number {
  // FNV-1a, 32 bits
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function addFeature(vector: number[], feature: string, weight: number): void {
  const hash = hashText(feature);
  const index = hash % vector.length;
  const sign = hash >>> 31 === 0 ? 1 : -1;
  vector[index] = (vector[index] ?? 0) + sign * weight;
}

export function fakeEmbedding(text: string, dimensions = 64): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  for (const word of words) {
    addFeature(vector, `w:${word}`, 1);
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      addFeature(vector, `t:${padded.slice(i, i + 3)}`, 0.25);
    }
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) {
    vector[0] = 1;
    return vector;
  }
  return vector.map((value) => value / norm);
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
