// The plain text of simple HTML without htmlparser2: paragraphs, headings, line breaks, links
// and emphasis, images and scripts. htmlToText (html-text.ts) tries it first: it gives exactly
// what the parser gives for such HTML, with the same block model (text-frame.ts) over tags found
// by indexOf, at under half the parser's cost for a feed post's content.
// Anything else (an entity in text, a list, a comment, a tag the parser would close or read in
// a way of its own) is answered null, and the parser reads it. simple-html-text.test.ts compares
// the two on generated HTML, so a change to one that the other lacks fails there.
import { blockBreaks, Frame, isHtmlSpace, Kind } from './text-frame.ts';

/** Elements that only wrap words (htmlToText gives them no line breaks). */
const inlineElements = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'em',
  'i',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** The block elements taken here (their line breaks are the block model's, blockBreaks). */
const simpleBlocks = new Set([
  'article',
  'aside',
  'div',
  'footer',
  'header',
  'main',
  'nav',
  'section',
  'p',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Elements whose content htmlparser2 reads as raw text up to their closing tag. */
const rawTextElements = new Set(['script', 'style']);

/** Far below htmlToText's depth limit, so that limit never applies here. */
const maxDepth = 32;

function isLowerAlpha(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isTagNameEnd(code: number): boolean {
  return code === 62 || code === 47 || isHtmlSpace(code);
}

/**
 * Where an opening tag's attributes end (the index of its ">"), or -1 when they hold anything
 * but names and values: a "<", or a quote that does not open a value after "=".
 */
function endOfAttributes(html: string, from: number): number {
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (code === 62) {
      return i;
    }
    if (code === 60) {
      return -1;
    }
    if (code === 34 || code === 39) {
      if (!afterEquals) {
        return -1;
      }
      const close = html.indexOf(code === 34 ? '"' : "'", i + 1);
      if (close === -1 || html.lastIndexOf('<', close) > i) {
        return -1;
      }
      i = close;
      afterEquals = false;
    } else if (code === 61) {
      afterEquals = true;
    } else if (!isHtmlSpace(code)) {
      afterEquals = false;
    }
  }
  return -1;
}

/**
 * The end of a script's or style's raw text: the index after its "</name>", or -1 when the
 * first "</name" (htmlparser2 ends the raw text there, in any case) is not followed by ">".
 */
function endOfRawText(html: string, from: number, name: string): number {
  for (let close = html.indexOf('</', from); close !== -1; close = html.indexOf('</', close + 2)) {
    let matched = 0;
    while (
      matched < name.length &&
      (html.charCodeAt(close + 2 + matched) | 0x20) === name.charCodeAt(matched)
    ) {
      matched += 1;
    }
    if (matched === name.length) {
      const after = close + 2 + matched;
      return html.charCodeAt(after) === 62 ? after + 1 : -1;
    }
  }
  return -1;
}

/** The parser's text of simple HTML (see above), or null for HTML it leaves to the parser. */
export function simpleHtmlToText(html: string): string | null {
  const open: string[] = [];
  const blocks: Array<Frame | null> = [];
  let frame = new Frame(Kind.Block, null, 0, 0, '');
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > at) {
      const text = html.slice(at, textEnd);
      // Entities are decoded by htmlToText; attributes may hold them (they are not read).
      if (text.includes('&')) {
        return null;
      }
      frame.addWords(text);
    }
    if (lt === -1) {
      break;
    }
    const closing = html.charCodeAt(lt + 1) === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    let nameEnd = nameStart;
    while (nameEnd < html.length && !isTagNameEnd(html.charCodeAt(nameEnd))) {
      const code = html.charCodeAt(nameEnd);
      if (!isLowerAlpha(code) && !(nameEnd > nameStart && code >= 48 && code <= 57)) {
        return null;
      }
      nameEnd += 1;
    }
    if (nameEnd === nameStart) {
      return null;
    }
    const name = html.slice(nameStart, nameEnd);
    if (closing) {
      if (html.charCodeAt(nameEnd) !== 62 || open[open.length - 1] !== name) {
        return null;
      }
      open.pop();
      const block = blocks.pop();
      if (block) {
        frame = block.parent as Frame;
        frame.addText(block.text(), block.leading, Math.max(block.stashed, block.trailing));
      }
      at = nameEnd + 1;
      continue;
    }
    const tagEnd = endOfAttributes(html, nameEnd);
    if (tagEnd === -1) {
      return null;
    }
    at = tagEnd + 1;
    if (name === 'br') {
      frame.newLine(1);
    } else if (name === 'img') {
      // A void element whose content htmlToText skips: it has none.
    } else if (rawTextElements.has(name)) {
      at = endOfRawText(html, at, name);
      if (at === -1) {
        return null;
      }
    } else {
      const breaks = simpleBlocks.has(name) ? blockBreaks.get(name) : undefined;
      const top = open[open.length - 1];
      // Opening a block closes an open <p> in htmlparser2; and only these elements are known.
      if (
        (breaks === undefined && !inlineElements.has(name)) ||
        (breaks !== undefined && top === 'p') ||
        open.length === maxDepth
      ) {
        return null;
      }
      open.push(name);
      if (breaks === undefined) {
        blocks.push(null);
      } else {
        frame = new Frame(Kind.Block, frame, breaks[0], breaks[1], '');
        blocks.push(frame);
      }
    }
  }
  return open.length === 0 ? frame.text() : null;
}
