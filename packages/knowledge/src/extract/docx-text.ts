import mammoth from 'mammoth';
import type { ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';
import { htmlToSections } from './html-sections.ts';

/** A Word document through mammoth's HTML, so Heading 1–6 styles become the heading path. */
export async function extractDocx(bytes: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Never follow links to files outside the document.
      { externalFileAccess: false },
    );
    html = result.value;
  } catch (error) {
    throw new ExtractionError('unreadable', `${fileName} could not be read as a Word document`, {
      cause: error,
    });
  }
  return htmlToSections(html);
}
