import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import type { ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';

/**
 * A PDF as one section per page: PDF has no reliable heading structure, so the chunker splits
 * pages by their paragraphs. The title is the document's own Title entry when it has one.
 */
export async function extractPdf(bytes: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const [{ text }, meta] = await Promise.all([
        extractText(pdf, { mergePages: false }),
        getMeta(pdf).catch(() => undefined),
      ]);
      const title = typeof meta?.info.Title === 'string' ? meta.info.Title.trim() : '';
      return {
        title,
        sections: text.map((page) => ({ headingPath: [], text: page })),
      };
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw new ExtractionError('unreadable', `${fileName} could not be read as a PDF`, {
      cause: error,
    });
  }
}
