import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';

/**
 * A collection's chunk vectors of one model, unit length, in one Float32Array: cosine
 * similarity is then a dot product. There is no vector extension here, so ranking happens in
 * process (docs/architecture.md#knowledge: how far that scales).
 */
export interface VectorIndex {
  model: string;
  dimensions: number;
  chunkIds: string[];
  vectors: Float32Array;
}

export interface VectorHit {
  chunkId: string;
  similarity: number;
}

function normalizeInto(target: Float32Array, offset: number, vector: readonly number[]): void {
  let norm = 0;
  for (const value of vector) {
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < vector.length; i += 1) {
    target[offset + i] = (vector[i] ?? 0) * scale;
  }
}

export function buildVectorIndex(
  model: string,
  rows: readonly { id: string; embedding: readonly number[] }[],
): VectorIndex {
  const dimensions = rows[0]?.embedding.length ?? 0;
  const usable = rows.filter((row) => row.embedding.length === dimensions);
  const vectors = new Float32Array(usable.length * dimensions);
  usable.forEach((row, index) => {
    normalizeInto(vectors, index * dimensions, row.embedding);
  });
  return { model, dimensions, chunkIds: usable.map((row) => row.id), vectors };
}

/** The `limit` chunks most similar to `query`, best first. */
export function rankByVector(
  index: VectorIndex,
  query: readonly number[],
  limit: number,
): VectorHit[] {
  const { dimensions, vectors, chunkIds } = index;
  if (query.length !== dimensions || dimensions === 0) {
    return [];
  }
  const unit = new Float32Array(dimensions);
  normalizeInto(unit, 0, query);
  // A small sorted list of the best so far: limit is tiny next to the chunk count.
  const best: VectorHit[] = [];
  for (let row = 0; row < chunkIds.length; row += 1) {
    let dot = 0;
    const offset = row * dimensions;
    // Indexes stay within both arrays: no undefined checks in the hot loop.
    for (let i = 0; i < dimensions; i += 1) {
      dot += (vectors[offset + i] as number) * (unit[i] as number);
    }
    if (best.length < limit || dot > (best.at(-1)?.similarity ?? -2)) {
      let at = best.length;
      while (at > 0 && (best[at - 1]?.similarity ?? 0) < dot) {
        at -= 1;
      }
      best.splice(at, 0, { chunkId: chunkIds[row] ?? '', similarity: dot });
      if (best.length > limit) {
        best.pop();
      }
    }
  }
  return best;
}

interface CachedIndex {
  stamp: string;
  index: Promise<VectorIndex>;
}

// Per database handle, per collection and model. The collection's statistics row (chunk
// count, last rewrite) tells when to load again; reading it costs one primary-key lookup.
const cache = new WeakMap<object, Map<string, CachedIndex>>();

async function readStamp(db: Kysely<Database>, collection: string): Promise<string> {
  const row = await db
    .selectFrom('knowledgeCollections')
    .select(['chunkCount', 'updatedAt'])
    .where('collection', '=', collection)
    .executeTakeFirst();
  return row ? `${row.chunkCount}:${row.updatedAt.toISOString()}` : '';
}

async function loadVectorIndex(
  db: Kysely<Database>,
  collection: string,
  model: string,
): Promise<VectorIndex> {
  const rows = await db
    .selectFrom('knowledgeChunks')
    .select(['id', 'embedding'])
    .where('collection', '=', collection)
    .where('embeddingModel', '=', model)
    .execute();
  return buildVectorIndex(
    model,
    rows.flatMap((row) => (row.embedding ? [{ id: row.id, embedding: row.embedding }] : [])),
  );
}

/** The collection's vectors of `model`, loaded once and again only after the collection changed. */
export async function getVectorIndex(
  db: Kysely<Database>,
  collection: string,
  model: string,
): Promise<VectorIndex> {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const key = `${collection}\u0000${model}`;
  const stamp = await readStamp(db, collection);
  const cached = byKey.get(key);
  if (cached?.stamp === stamp) {
    return cached.index;
  }
  const index = loadVectorIndex(db, collection, model);
  byKey.set(key, { stamp, index });
  index.catch(() => byKey?.delete(key));
  return index;
}
