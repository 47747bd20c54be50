import { knowledgeUpload } from '@phi/contracts';
import { extractCsv } from './csv-text.ts';
import { detectDocumentFormat } from './document-format.ts';
import { extractDocx } from './docx-text.ts';
import type { DocumentFormat, ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';
import { htmlToSections } from './html-sections.ts';
import { extractJson } from './json-text.ts';
import { extractMarkdown } from './markdown-text.ts';
import { extractPdf } from './pdf-text.ts';
import { extractPlainText } from './plain-text.ts';
import { decodeUtf8, normalizeText } from './utf8-text.ts';
import { extractXml } from './xml-text.ts';

export interface ExtractDocumentInput {
  bytes: Uint8Array;
  fileName: string;
  /** The type the uploader declared; checked against the name and the content, never trusted. */
  mediaType?: string | undefined;
  /** Defaults to the knowledge upload limit (spec: voice §5, 10 MB). */
  maxBytes?: number;
}

function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).replace(/[_-]+/g, ' ').trim() || base;
}

async function extractByFormat(
  format: DocumentFormat,
  bytes: Uint8Array,
  fileName: string,
): Promise<ExtractedDocument> {
  if (format === 'pdf') {
    return extractPdf(bytes, fileName);
  }
  if (format === 'docx') {
    return extractDocx(bytes, fileName);
  }
  const text = normalizeText(decodeUtf8(bytes, fileName));
  switch (format) {
    case 'txt':
      return extractPlainText(text);
    case 'md':
      return extractMarkdown(text);
    case 'csv':
      return extractCsv(text, fileName);
    case 'json':
      return extractJson(text, fileName);
    case 'xml':
      return extractXml(text, fileName);
    case 'html':
      return htmlToSections(text);
  }
}

/**
 * Title and sections (text under its heading path) of an uploaded document. The format is
 * taken from the content (magic bytes, UTF-8 validity) and must agree with the name; a
 * mismatch, an unsupported type, or a document without text is an ExtractionError naming the
 * problem.
 */
export async function extractDocument(input: ExtractDocumentInput): Promise<ExtractedDocument> {
  const maxBytes = input.maxBytes ?? knowledgeUpload.maxBytes;
  if (input.bytes.byteLength > maxBytes) {
    throw new ExtractionError(
      'too-large',
      `${input.fileName} is ${input.bytes.byteLength} bytes; the limit is ${maxBytes}`,
    );
  }
  const format = await detectDocumentFormat(input);
  const extracted = await extractByFormat(format, input.bytes, input.fileName);
  const sections = extracted.sections
    .map((section) => ({
      headingPath: section.headingPath,
      text: normalizeText(section.text).trim(),
    }))
    .filter((section) => section.text !== '');
  if (sections.length === 0) {
    throw new ExtractionError('empty', `${input.fileName} holds no text to index`);
  }
  return {
    title: extracted.title.replace(/\s+/g, ' ').trim() || titleFromFileName(input.fileName),
    sections,
  };
}
