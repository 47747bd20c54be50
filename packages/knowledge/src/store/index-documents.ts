import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import { type ChunkOptions, chunkSections } from '../chunk/chunk-sections.ts';
import type { Embedder } from '../embedder.ts';
import { withCollectionLock } from './collection-lock.ts';
import { refreshCollectionStatistics } from './collection-statistics.ts';
import { embeddingText, hashDocument } from './indexed-text.ts';
import { type KnowledgeDocumentInput, siteCollection } from './knowledge-document.ts';

export interface IndexOptions {
  /** With one, every chunk stores its vector and the model's name. */
  embedder?: Embedder | undefined;
  /**
   * Deletes the collection's documents missing from `documents`. Defaults to true for the
   * site collection (it is always indexed whole), false for the others.
   */
  removeMissing?: boolean;
  chunking?: ChunkOptions;
  signal?: AbortSignal;
}

export interface IndexSummary {
  indexed: number;
  unchanged: number;
  removed: number;
  chunks: number;
}

const embedBatchSize = 64;
const insertBatchSize = 500;

async function embedAll(
  embedder: Embedder,
  texts: string[],
  signal: AbortSignal | undefined,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += embedBatchSize) {
    const batch = texts.slice(start, start + embedBatchSize);
    const answer = await embedder.embed(batch, signal);
    if (answer.length !== batch.length) {
      throw new Error(
        `Embedder ${embedder.model} returned ${answer.length} vectors for ${batch.length} texts`,
      );
    }
    vectors.push(...answer);
  }
  return vectors;
}

function assertUniqueKeys(documents: readonly KnowledgeDocumentInput[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.key)) {
      throw new Error(`Document key ${document.key} appears twice`);
    }
    seen.add(document.key);
  }
}

/**
 * Brings a collection in step with `documents`: a changed or new document is replaced in a
 * transaction of its own (its row kept, its chunks rewritten); an unchanged one (same content
 * hash, and vectors of the embedder's model when one is given) is skipped; documents no longer
 * present are removed when `removeMissing`. The collection's vocabulary is rewritten when
 * anything changed.
 */
export async function indexDocuments(
  db: Kysely<Database>,
  collection: string,
  documents: readonly KnowledgeDocumentInput[],
  options: IndexOptions = {},
): Promise<IndexSummary> {
  assertUniqueKeys(documents);
  return withCollectionLock(db, collection, (connection) =>
    indexLocked(connection, collection, documents, options),
  );
}

async function indexLocked(
  db: Kysely<Database>,
  collection: string,
  documents: readonly KnowledgeDocumentInput[],
  options: IndexOptions,
): Promise<IndexSummary> {
  const { embedder, signal } = options;
  const removeMissing = options.removeMissing ?? collection === siteCollection;
  const stored = await db
    .selectFrom('knowledgeDocuments as d')
    .select((eb) => [
      'd.documentKey',
      'd.contentHash',
      eb
        .selectFrom('knowledgeChunks as c')
        .select((inner) => inner.fn.count<number>('c.id').as('count'))
        .whereRef('c.documentId', '=', 'd.id')
        .where((inner) =>
          inner.or([
            inner('c.embeddingModel', 'is', null),
            inner('c.embeddingModel', '!=', embedder?.model ?? ''),
          ]),
        )
        .as('staleVectors'),
    ])
    .where('d.collection', '=', collection)
    .execute();
  const storedByKey = new Map(stored.map((row) => [row.documentKey, row]));

  const summary: IndexSummary = { indexed: 0, unchanged: 0, removed: 0, chunks: 0 };
  const voicebotId = collection === siteCollection ? null : collection;
  for (const document of documents) {
    signal?.throwIfAborted();
    const contentHash = hashDocument(document);
    const previous = storedByKey.get(document.key);
    const hasCurrentVectors = !embedder || Number(previous?.staleVectors ?? 1) === 0;
    if (previous?.contentHash === contentHash && hasCurrentVectors) {
      summary.unchanged += 1;
      continue;
    }
    const chunks = chunkSections(document.sections, options.chunking);
    // Embedding calls a remote model: done before the transaction so it holds no locks.
    const vectors = embedder
      ? await embedAll(
          embedder,
          chunks.map((chunk) => embeddingText(document.title, chunk)),
          signal,
        )
      : undefined;
    await db.transaction().execute(async (trx) => {
      const values = {
        collection,
        documentKey: document.key,
        voicebotId,
        title: document.title,
        path: document.path ?? null,
        source: document.source ?? (collection === siteCollection ? 'site' : 'upload'),
        storedFileId: document.storedFileId ?? null,
        contentHash,
        updatedAt: new Date(),
      } as const;
      const { id } = await trx
        .insertInto('knowledgeDocuments')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['collection', 'documentKey']).doUpdateSet(values),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('knowledgeChunks').where('documentId', '=', id).execute();
      const rows = chunks.map((chunk, index) => ({
        documentId: id,
        collection,
        chunkIndex: index,
        title: document.title,
        headingPath: chunk.headingPath,
        content: chunk.content,
        embedding: vectors?.[index] ?? null,
        embeddingModel: vectors ? (embedder?.model ?? null) : null,
      }));
      // Batches keep each statement far below PostgreSQL's 65,535 parameters.
      for (let start = 0; start < rows.length; start += insertBatchSize) {
        await trx
          .insertInto('knowledgeChunks')
          .values(rows.slice(start, start + insertBatchSize))
          .execute();
      }
    });
    summary.indexed += 1;
    summary.chunks += chunks.length;
  }

  if (removeMissing) {
    const present = new Set(documents.map((document) => document.key));
    const gone = stored.map((row) => row.documentKey).filter((key) => !present.has(key));
    if (gone.length > 0) {
      const removed = await db
        .deleteFrom('knowledgeDocuments')
        .where('collection', '=', collection)
        .where('documentKey', 'in', gone)
        .executeTakeFirst();
      summary.removed = Number(removed.numDeletedRows);
    }
  }
  if (summary.indexed > 0 || summary.removed > 0) {
    await refreshCollectionStatistics(db, collection);
  }
  return summary;
}
