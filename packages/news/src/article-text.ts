import { compile } from 'html-to-text';

/**
 * HTML longer than this is cut (at a tag start) before conversion: stored content stops at
 * 20,000 characters, and converting megabytes of one item's markup would only cost time.
 */
const maxHtmlChars = 400_000;

const skipped = [
  'img',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
  'head',
  'button',
  'select',
  'hr',
] as const;

const asBlock = ['blockquote', 'pre', 'table', 'tr', 'td', 'th', 'caption', 'figcaption'] as const;

// Plain text for storage and the page: no link targets, no image placeholders, no uppercased
// headings, no wrapping (the page wraps), and nothing from scripts or styles.
const convertHtml = compile({
  wordwrap: false,
  limits: { maxDepth: 64, ellipsis: '' },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'ul', options: { itemPrefix: '• ' } },
    ...skipped.map((selector) => ({ selector, format: 'skip' })),
    ...asBlock.map((selector) => ({ selector, format: 'block' })),
  ],
});

// Control characters (tab and line breaks are whitespace, handled apart), lone surrogates,
// private use, the replacement character, non-characters, soft hyphen, zero-width space and
// word joiner, BOM, and bidirectional overrides that can disguise text.
const invisible =
  /[^\P{Cc}\t\n\r]|\p{Cs}|\p{Co}|[\uFFFD\uFFFE\uFFFF\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
const markupHint = /[<&]/;
const tagLike = /<[/!?]?[a-z][^<>]*(?:>|$)/gi;
const looksLikeTag = /<[/!?]?[a-z]/i;

/** One line: invisible characters removed, every run of whitespace one space. */
export function cleanText(text: string): string {
  return text.replace(invisible, '').replace(/\s+/gu, ' ').trim();
}

/** Like cleanText, but paragraph breaks survive as one blank line. */
export function cleanParagraphs(text: string): string {
  return text
    .replace(invisible, '')
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function limitHtml(html: string): string {
  if (html.length <= maxHtmlChars) {
    return html;
  }
  const cut = html.lastIndexOf('<', maxHtmlChars);
  return html.slice(0, cut > 0 ? cut : maxHtmlChars);
}

function convertSafely(html: string): string {
  try {
    return convertHtml(html);
  } catch {
    // The converter gave up (pathological markup): dropping tags is still markup-free.
    return html.replace(/<[^>]*>?/g, ' ');
  }
}

/**
 * Plain text of feed HTML (also of text that may hold entities or markup, like titles).
 * Markup that survives once, because a feed escaped its HTML twice, is converted again, and
 * anything still shaped like a tag is removed: no field may carry markup to the page.
 */
export function htmlToPlainText(html: string, options: { paragraphs?: boolean } = {}): string {
  let text = html;
  if (markupHint.test(text)) {
    text = convertSafely(limitHtml(text));
    if (looksLikeTag.test(text)) {
      text = convertSafely(text);
    }
    text = text.replace(tagLike, ' ');
  }
  return options.paragraphs ? cleanParagraphs(text) : cleanText(text);
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

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}
