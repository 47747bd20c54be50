import type { ExtractedDocument } from './extracted-document.ts';

/** Plain text has no headings: one section, its paragraphs left for the chunker. */
export function extractPlainText(text: string): ExtractedDocument {
  return { title: '', sections: text.trim() === '' ? [] : [{ headingPath: [], text }] };
}
