/**
 * Turns texts into vectors (one per text, same order). Implemented by @phi/model-provider for
 * an OpenAI-compatible endpoint; retrieval works without one (full text and trigrams).
 */
export interface Embedder {
  /** Stored beside each vector: vectors of different models are never compared. */
  model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
