import { isSpace } from './word-count.ts';

// Control characters (tab and line breaks are whitespace, handled apart), lone surrogates,
// private use, the replacement character, non-characters, soft hyphen, zero-width space and
// word joiner, BOM, and bidirectional overrides that can disguise text.
const invisible =
  /[^\P{Cc}\t\n\r]|\p{Cs}|\p{Co}|[\uFFFD\uFFFE\uFFFF\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
// Every character `invisible` can match, and all surrogates (emoji too): one character class
// without the u flag finds text that may hold one several times faster than `invisible`.
const mayBeInvisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF\uE000-\uF8FF\uFFFD\uFFFE\uFFFF\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/;

// Whitespace that cleaning would change: anything but single spaces (and, for paragraphs,
// "\n" or "\n\n" between words), or whitespace at either end.
const lineSpacing = /[^\S ]|^ | $| {2}/;
const paragraphSpacing = /[^\S \n]|^[ \n]|[ \n]$| \n|\n | {2}|\n{3}/;

const invisibleOne = new RegExp(invisible.source, 'u');

function hasInvisible(text: string): boolean {
  return mayBeInvisible.test(text) && invisibleOne.test(text);
}

const lineFeed = 10;
const carriageReturn = 13;

function isLineBreak(code: number): boolean {
  return code === lineFeed || code === 0x2028 || code === 0x2029;
}

/**
 * Every run of whitespace (\s) made one separator, none at either end: a space, or with
 * `paragraphs` a line break when the run holds one (CR LF counts once) and a blank line when
 * it holds more. One pass; the same as replacing CR LF, CR and U+2028/9 by LF, other
 * whitespace runs by a space, dropping spaces beside a break, keeping at most two breaks in a
 * row and trimming.
 */
function collapseWhitespace(text: string, paragraphs: boolean): string {
  let out = '';
  let wordStart = -1;
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      if (wordStart >= 0) {
        out += text.slice(wordStart, i);
        wordStart = -1;
        breaks = 0;
      }
      if (paragraphs && (isLineBreak(code) || code === carriageReturn)) {
        breaks += 1;
        if (code === carriageReturn && text.charCodeAt(i + 1) === lineFeed) {
          i += 1;
        }
      }
    } else if (wordStart < 0) {
      if (out !== '') {
        out += breaks === 0 ? ' ' : breaks === 1 ? '\n' : '\n\n';
      }
      wordStart = i;
    }
  }
  return wordStart >= 0 ? out + text.slice(wordStart) : out;
}

function clean(text: string, paragraphs: boolean): string {
  const invisibleFound = hasInvisible(text);
  if (!invisibleFound && !(paragraphs ? paragraphSpacing : lineSpacing).test(text)) {
    return text;
  }
  return collapseWhitespace(invisibleFound ? text.replace(invisible, '') : text, paragraphs);
}

/** One line: invisible characters removed, every run of whitespace one space. */
export function cleanText(text: string): string {
  return clean(text, false);
}

/** Like cleanText, but paragraph breaks survive as one blank line. */
export function cleanParagraphs(text: string): string {
  return clean(text, true);
}
