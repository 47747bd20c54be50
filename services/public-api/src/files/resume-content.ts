import { resumeUpload } from '@phi/contracts/constants';
import { isDocx } from './zip-inspect.ts';

export type ResumeMimeType = (typeof resumeUpload.acceptedMimeTypes)[number];

const [pdfMime, docxMime, textMime] = resumeUpload.acceptedMimeTypes;

const mimeByExtension: Record<string, ResumeMimeType> = {
  '.pdf': pdfMime,
  '.docx': docxMime,
  '.txt': textMime,
};

const pdfSignature = Buffer.from('%PDF-', 'latin1');
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * spec: site-marketing-careers §5, resume types, recognised by content rather than by name: a
 * PDF signature, a Word zip, or UTF-8 text. Text that opens like markup (HTML, SVG, XML) is
 * refused, since a browser could run it; control characters other than tab, line breaks and
 * form feed (NUL above all) mean a binary file such as an executable.
 */
export function detectResumeMimeType(content: Buffer): ResumeMimeType | null {
  if (content.subarray(0, pdfSignature.length).equals(pdfSignature)) {
    return pdfMime;
  }
  if (content.subarray(0, zipSignature.length).equals(zipSignature)) {
    return isDocx(content) ? docxMime : null;
  }
  return isPlainText(content) ? textMime : null;
}

function isPlainText(content: Buffer): boolean {
  if (content.length === 0) {
    return false;
  }
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is about control characters
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) {
    return false;
  }
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

/** The type the (sanitised) name's extension announces, or null for any other extension. */
export function mimeTypeOfExtension(extension: string): ResumeMimeType | null {
  return mimeByExtension[extension] ?? null;
}
