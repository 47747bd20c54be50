import { type KnowledgeDocumentExtension, knowledgeDocumentExtensions } from '@phi/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentFormat } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';

const formatOfMediaTypeDocx =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const formatOfExtension: Record<KnowledgeDocumentExtension, DocumentFormat> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.txt': 'txt',
  '.md': 'md',
  '.csv': 'csv',
  '.json': 'json',
  '.xml': 'xml',
  '.html': 'html',
};

// Other spellings of the same formats.
const extensionAliases: Record<string, KnowledgeDocumentExtension> = {
  '.htm': '.html',
  '.markdown': '.md',
};

const formatOfMediaType: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  [formatOfMediaTypeDocx]: 'docx',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/html': 'html',
};

// Media types that say nothing about the content: browsers send them for unknown extensions.
const uninformativeMediaTypes = new Set(['application/octet-stream', '']);

const binaryFormats = new Set<DocumentFormat>(['pdf', 'docx']);

const formatNames: Record<DocumentFormat, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (.docx)',
  txt: 'plain text',
  md: 'Markdown',
  csv: 'CSV',
  json: 'JSON',
  xml: 'XML',
  html: 'HTML',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

function formatOfName(fileName: string): DocumentFormat {
  const extension = extensionOf(fileName);
  const known = extensionAliases[extension] ?? extension;
  const format = formatOfExtension[known as KnowledgeDocumentExtension];
  if (!format) {
    throw new ExtractionError(
      'unsupported-type',
      `${fileName}: ${extension ? `files of type ${extension}` : 'files without an extension'} cannot be read; supported types are ${knowledgeDocumentExtensions.join(', ')}`,
    );
  }
  return format;
}

function checkMediaType(fileName: string, format: DocumentFormat, mediaType: string | undefined) {
  const essence = (mediaType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (uninformativeMediaTypes.has(essence)) {
    return;
  }
  const declared = formatOfMediaType[essence];
  if (declared === undefined) {
    throw new ExtractionError(
      'unsupported-type',
      `${fileName}: media type ${essence} cannot be read; supported types are ${knowledgeDocumentExtensions.join(', ')}`,
    );
  }
  // Text formats overlap (a .md is often sent as text/plain, a .csv as text/plain); only a
  // binary format claimed for text, or the other way round, is a contradiction.
  if (declared !== format && (binaryFormats.has(declared) || binaryFormats.has(format))) {
    throw new ExtractionError(
      'type-mismatch',
      `${fileName}: the name says ${formatNames[format]} but the media type ${essence} says ${formatNames[declared]}`,
    );
  }
}

/** What the content's magic bytes show, in words for an error. */
function describeDetected(mime: string): string {
  if (mime === 'application/pdf') {
    return formatNames.pdf;
  }
  if (mime === formatOfMediaTypeDocx) {
    return formatNames.docx;
  }
  if (mime === 'application/x-cfb') {
    return 'an old binary Office file (.doc or .xls): save it as .docx';
  }
  if (mime === 'application/zip') {
    return 'a ZIP archive that is not a Word document';
  }
  return `binary data (${mime})`;
}

/**
 * The format a document really has, from its content: magic bytes for PDF and Word (a zip
 * holding word/document.xml), valid UTF-8 for the text formats. The name chooses among the
 * supported formats; content that contradicts it is refused, never guessed around.
 */
export async function detectDocumentFormat(input: {
  bytes: Uint8Array;
  fileName: string;
  mediaType?: string | undefined;
}): Promise<DocumentFormat> {
  const { bytes, fileName } = input;
  const format = formatOfName(fileName);
  checkMediaType(fileName, format, input.mediaType);
  const detected = await fileTypeFromBuffer(bytes);
  if (format === 'pdf' || format === 'docx') {
    const expected = format === 'pdf' ? 'application/pdf' : formatOfMediaTypeDocx;
    if (detected?.mime !== expected) {
      throw new ExtractionError(
        'type-mismatch',
        `${fileName} is not ${formatNames[format]}: its content is ${detected ? describeDetected(detected.mime) : 'not recognisable as one'}`,
      );
    }
    return format;
  }
  // file-type also recognises some text formats (XML, SVG, RTF...); any binary signature in a
  // file named as text is a mismatch.
  if (detected && !detected.mime.startsWith('text/') && detected.mime !== 'application/xml') {
    throw new ExtractionError(
      'type-mismatch',
      `${fileName} should be ${formatNames[format]} but its content is ${describeDetected(detected.mime)}`,
    );
  }
  return format;
}
