import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import type { Embedder } from '../embedder.ts';
import { type IndexSummary, indexDocuments } from '../store/index-documents.ts';
import { siteCollection } from '../store/knowledge-document.ts';
import { buildSiteDocuments } from './site-documents.ts';

/** Indexes the site collection whole: changed documents replaced, gone ones removed. */
export async function indexSite(
  db: Kysely<Database>,
  options: { embedder?: Embedder | undefined; signal?: AbortSignal; now?: Date } = {},
): Promise<IndexSummary & { documents: number }> {
  const documents = await buildSiteDocuments(db, options.now);
  const summary = await indexDocuments(db, siteCollection, documents, {
    embedder: options.embedder,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { ...summary, documents: documents.length };
}
