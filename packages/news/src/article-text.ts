import { htmlToText } from '@phi/knowledge/html-text';
import { cleanParagraphs, cleanText } from './text-cleaning.ts';
import { countWords, wordsOfCleanAscii } from './word-count.ts';

export { cleanParagraphs, cleanText } from './text-cleaning.ts';
export { countWords } from './word-count.ts';

/**
 * HTML longer than this is cut (at a tag start) before conversion: stored content stops at
 * 20,000 characters, and converting megabytes of one item's markup would only cost time.
 */
const maxHtmlChars = 400_000;

const markupHint = /[<&]/;
const tagLike = /<[/!?]?[a-z][^<>]*(?:>|$)/gi;
const looksLikeTag = /<[/!?]?[a-z]/i;

function limitHtml(html: string): string {
  if (html.length <= maxHtmlChars) {
    return html;
  }
  const cut = html.lastIndexOf('<', maxHtmlChars);
  return html.slice(0, cut > 0 ? cut : maxHtmlChars);
}

function convertSafely(html: string): string {
  try {
    return htmlToText(html);
  } catch {
    // The converter gave up (pathological markup): dropping tags is still markup-free.
    return html.replace(/<[^>]*>?/g, ' ');
  }
}

/**
 * Text without markup, not yet cleaned. Markup that survives once, because a feed escaped its
 * HTML twice, is converted again, and anything still shaped like a tag is removed: no field
 * may carry markup to the page.
 */
function withoutMarkup(html: string): string {
  let text = html;
  if (markupHint.test(text)) {
    text = convertSafely(limitHtml(text));
    if (text.includes('<')) {
      if (looksLikeTag.test(text)) {
        text = convertSafely(text);
      }
      text = text.replace(tagLike, ' ');
    }
  }
  return text;
}

/** Plain text of feed HTML (also of text that may hold entities or markup, like titles). */
export function htmlToPlainText(html: string, options?: { paragraphs?: boolean }): string {
  const text = withoutMarkup(html);
  return options?.paragraphs ? cleanParagraphs(text) : cleanText(text);
}

export interface PlainTextWithWords {
  text: string;
  /** countWords(text). */
  words: number;
}

/** htmlToPlainText and the words of its result, counted while checking that it is clean. */
export function htmlToPlainTextWithWords(
  html: string,
  options?: { paragraphs?: boolean },
): PlainTextWithWords {
  const converted = withoutMarkup(html);
  const paragraphs = options?.paragraphs === true;
  const words = wordsOfCleanAscii(converted, paragraphs);
  if (words >= 0) {
    return { text: converted, words };
  }
  const text = paragraphs ? cleanParagraphs(converted) : cleanText(converted);
  return { text, words: countWords(text) };
}

/**
 * At most `maxChars` characters (code points, as Postgres counts them), cut at the last word
 * boundary when there is one in the second half; no ellipsis (the page adds its own).
 */
export function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) {
    return text;
  }
  // Code points never outnumber UTF-16 units, so this slice holds every candidate.
  const chars = Array.from(text.slice(0, maxChars * 2 + 1));
  if (chars.length <= maxChars) {
    return text;
  }
  const cut = chars.slice(0, maxChars).join('');
  const next = chars[maxChars] ?? '';
  if (/\s/u.test(next)) {
    return cut.trimEnd();
  }
  const lastSpace = cut.search(/\s\S*$/u);
  return (lastSpace >= maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
