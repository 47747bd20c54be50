import { createHash } from 'node:crypto';
import type { Chunk } from '../chunk/chunk-sections.ts';
import type { KnowledgeDocumentInput } from './knowledge-document.ts';

// Bump when chunking or what is stored per chunk changes: every document is indexed again.
const indexFormatVersion = 1;

/** sha256 of everything that decides a document's stored chunks. */
export function hashDocument(document: KnowledgeDocumentInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        indexFormatVersion,
        document.title,
        document.path ?? null,
        document.source ?? null,
        document.storedFileId ?? null,
        document.sections,
      ]),
    )
    .digest('hex');
}

/**
 * The text an embedding model sees for a chunk: title and headings first, so a chunk under
 * "Pricing" is about prices even when its body never says so.
 */
export function embeddingText(title: string, chunk: Chunk): string {
  const heading = [title, ...chunk.headingPath].filter((part) => part !== '').join(' > ');
  return heading === '' ? chunk.content : `${heading}\n\n${chunk.content}`;
}
