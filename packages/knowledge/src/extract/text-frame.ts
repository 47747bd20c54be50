/**
 * The block model of html-to-text 9, which html-text.ts reproduces: every block (and list and
 * list item) collects its own text, and a finished block joins its parent separated by the
 * larger of the line breaks the two ask for. Without word wrapping a line is a plain string.
 */

/** Block elements: [line breaks before, line breaks after]. Anything else is inline. */
export const blockBreaks: ReadonlyMap<string, readonly [number, number]> = new Map<
  string,
  readonly [number, number]
>([
  ['article', [1, 1]],
  ['aside', [1, 1]],
  ['div', [1, 1]],
  ['footer', [1, 1]],
  ['form', [1, 1]],
  ['header', [1, 1]],
  ['main', [1, 1]],
  ['nav', [1, 1]],
  ['section', [1, 1]],
  ['p', [2, 2]],
  ['pre', [2, 2]],
  ['blockquote', [2, 2]],
  ['table', [2, 2]],
  ['tr', [2, 2]],
  ['td', [2, 2]],
  ['th', [2, 2]],
  ['caption', [2, 2]],
  ['figcaption', [2, 2]],
  ['h1', [3, 2]],
  ['h2', [3, 2]],
  ['h3', [3, 2]],
  ['h4', [2, 2]],
  ['h5', [2, 2]],
  ['h6', [2, 2]],
]);

const newlines = ['', '\n', '\n\n', '\n\n\n'];

// What html-to-text treats as whitespace between words (not U+00A0: that stays in a word).
const htmlSpaceRun = /[\t\n\f\r \u200b]{2,}|[\t\n\f\r\u200b]/g;
const hasWord = /[^\t\n\f\r \u200b]/;

export function isHtmlSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 12 || code === 0x200b;
}

export enum Kind {
  Block,
  List,
  Item,
}

/** A block being built: finished text, the current line run, and the breaks it owes. */
export class Frame {
  raw = '';
  inline = '';
  inlineEmpty = true;
  lineHasWords = false;
  stashedSpace = false;
  stashed = 0;
  constructor(
    readonly kind: Kind,
    readonly parent: Frame | null,
    public leading: number,
    readonly trailing: number,
    readonly prefix: string,
  ) {}

  text(): string {
    return this.inlineEmpty ? this.raw : this.raw + this.inline;
  }

  /** A finished child's text, separated from what is there by the larger break. */
  addText(text: string, leading: number, trailing: number): void {
    const before = this.text();
    const breaks = Math.max(this.stashed, leading);
    this.inline = '';
    this.inlineEmpty = true;
    this.lineHasWords = false;
    if (before) {
      this.raw = before + (newlines[breaks] ?? '\n'.repeat(breaks)) + text;
    } else {
      this.raw = text;
      this.leading = breaks;
    }
    this.stashed = trailing;
  }

  newLine(count: number): void {
    this.inline += newlines[count] ?? '\n'.repeat(count);
    this.inlineEmpty = false;
    this.lineHasWords = false;
  }

  /** Words of a text node: whitespace runs become one space, none at a line's start. */
  addWords(text: string): void {
    if (text === '' || (this.stashed > 0 && !hasWord.test(text))) {
      return;
    }
    if (this.stashed > 0) {
      this.newLine(this.stashed);
      this.stashed = 0;
    }
    const last = text.length - 1;
    const leadingSpace = isHtmlSpace(text.charCodeAt(0));
    const trailingSpace = isHtmlSpace(text.charCodeAt(last));
    let words = text.replace(htmlSpaceRun, ' ');
    const start = words.charCodeAt(0) === 32 ? 1 : 0;
    const end = words.length > start && words.charCodeAt(words.length - 1) === 32 ? 1 : 0;
    if (start === 1 || end === 1) {
      words = words.slice(start, words.length - end);
    }
    if (words !== '') {
      this.inline += this.lineHasWords && (this.stashedSpace || leadingSpace) ? ` ${words}` : words;
      this.inlineEmpty = false;
      this.lineHasWords = true;
      this.stashedSpace = trailingSpace;
    } else {
      this.stashedSpace = this.stashedSpace || trailingSpace;
    }
  }
}
