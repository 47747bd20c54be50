import { ExtractionError } from './extraction-error.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The bytes as text, refusing anything that is not valid UTF-8 (a byte-order mark is dropped). */
export function decodeUtf8(bytes: Uint8Array, fileName: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch (error) {
    throw new ExtractionError(
      'not-utf8',
      `${fileName} is not UTF-8 text: save it as UTF-8 (it may be binary or in an older encoding)`,
      { cause: error },
    );
  }
}

/**
 * Line breaks as \n, no-break spaces as spaces, no NUL or other control characters but tab and
 * newline.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u202f]/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}
