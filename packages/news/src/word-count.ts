// Word counts for read time: runs of characters that are not whitespace (\s).

/** What \s matches (JavaScript's whitespace and line terminators), by UTF-16 unit. */
export function isSpace(code: number): boolean {
  if (code < 0xa0) {
    return code === 32 || (code >= 9 && code <= 13);
  }
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Runs of non-whitespace characters (counted without building them). */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      inWord = false;
    } else if (!inWord) {
      inWord = true;
      words += 1;
    }
  }
  return words;
}

const space = 32;
const lineFeed = 10;
const asciiDelete = 127;

/**
 * The word count of text that cleanText (or, with `paragraphs`, cleanParagraphs) would leave
 * as it is because it is printable ASCII with single spaces between words (and one or two
 * line breaks); -1 for any other text. Checking and counting take one pass, a word's
 * characters in a loop of their own (this runs over every article's full text).
 */
export function wordsOfCleanAscii(text: string, paragraphs: boolean): number {
  const length = text.length;
  let words = 0;
  let i = 0;
  while (i < length) {
    // A word: printable ASCII other than space, at the start or after one separator.
    let code = text.charCodeAt(i);
    if (code <= space || code >= asciiDelete) {
      return -1;
    }
    words += 1;
    i += 1;
    while (i < length) {
      code = text.charCodeAt(i);
      if (code <= space || code >= asciiDelete) {
        break;
      }
      i += 1;
    }
    if (i === length) {
      return words;
    }
    // A separator: one space, or with `paragraphs` one or two line breaks.
    if (code === space) {
      i += 1;
    } else if (code === lineFeed && paragraphs) {
      i += text.charCodeAt(i + 1) === lineFeed ? 2 : 1;
    } else {
      return -1;
    }
  }
  // Empty, or ending in a separator.
  return -1;
}
