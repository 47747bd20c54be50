import { decodeHTML, decodeHTMLStrict } from 'entities';
import { Parser } from 'htmlparser2';
import { ListState } from './list-markers.ts';
import { simpleHtmlToText } from './simple-html-text.ts';
import { blockBreaks, Frame, Kind } from './text-frame.ts';

/**
 * Plain text of HTML in one streaming pass over htmlparser2's events: no DOM, no selector
 * matching, no word arrays. It reproduces what html-to-text 9 (wordwrap off, links without
 * targets, headings as written, "• " bullets) produced for the news pipeline, so stored text
 * keeps its shape: block elements and <br> become line breaks, a paragraph a blank line,
 * list items their bullet or number, and scripts, styles, media, forms and the document
 * head leave nothing. Entities are decoded by the parser. The result is not yet cleaned of
 * invisible characters or repeated breaks: packages/news/src/article-text.ts does that.
 */

/** Elements whose whole content is dropped. */
const skippedElements = new Set([
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
]);

/** Deeper content is left out, as html-to-text's maxDepth did: a bound for hostile markup. */
const maxDepth = 64;

const allJsSpace = /^\s*$/;

/**
 * An attribute value with its entities decoded as htmlparser2 decodes them in attributes
 * (only with a closing semicolon).
 */
function attributeValue(raw: string | undefined): string | undefined {
  return raw?.includes('&') ? decodeHTMLStrict(raw) : raw;
}

// What closing an element must undo (bit flags on the element stack).
const closesBlock = 1;
const closesList = 2;
const closesItem = 4;
const endsSkip = 8;
const isListItem = 16;
const isBody = 32;
const outsideBase = 64;

/** htmlparser2's void elements: they never receive a closing event of their own. */
const voidElements = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** The parser's event handler; one instance serves every conversion, one at a time. */
class TextCollector {
  private frame = new Frame(Kind.Block, null, 0, 0, '');
  private readonly elements: number[] = [];
  private readonly lists: ListState[] = [];
  /**
   * The element whose opening tag is being read. A tag cut off by the end of the input never
   * becomes an element (as in a DOM), but the parser still closes it if it is not void.
   */
  private opening: string | null = null;
  private skipDepth = 0;
  /** Depth of the base (the document, or the current <body>) in the element stack. */
  private baseDepth = 0;
  private bodyOnly = false;
  private inBody = false;
  /** A <body> element opened somewhere: then only bodies are read (a second pass). */
  bodyOpened = false;
  /** The parser leaves entities to ontext (see collect). */
  private decodeText = true;
  /** The input is read; only the parser's trailing data and closing events follow. */
  ending = false;
  /** Text came where htmlparser2's own decoding can differ from decoding the run whole. */
  needsParserDecoding = false;
  private inTitle = false;
  /** A list item opened for a text node directly in a list, closed by the next non-text. */
  private textItem = false;
  /** Leading whitespace of a text node directly in a list, kept until the node has a word. */
  private listSpace = '';

  reset(bodyOnly: boolean, decodeText: boolean): void {
    this.decodeText = decodeText;
    this.ending = false;
    this.needsParserDecoding = false;
    this.inTitle = false;
    this.frame = new Frame(Kind.Block, null, 0, 0, '');
    this.elements.length = 0;
    this.lists.length = 0;
    this.opening = null;
    this.skipDepth = 0;
    this.baseDepth = 0;
    this.bodyOnly = bodyOnly;
    this.inBody = false;
    this.bodyOpened = false;
    this.textItem = false;
    this.listSpace = '';
  }

  result(): string {
    this.endTextNode();
    return this.frame.text();
  }

  private get active(): boolean {
    return this.skipDepth === 0 && (!this.bodyOnly || this.inBody);
  }

  private endTextNode(): void {
    this.listSpace = '';
    if (this.textItem) {
      this.textItem = false;
      this.closeItem();
    }
  }

  private openItem(prefix: string): void {
    this.frame = new Frame(Kind.Item, this.frame, 1, 1, prefix);
  }

  private closeItem(): void {
    const item = this.frame;
    this.frame = item.parent as Frame;
    const state = this.lists[this.lists.length - 1] as ListState;
    state.rows.push({
      text: item.prefix + item.text(),
      leading: item.leading,
      trailing: Math.max(item.stashed, 1),
    });
  }

  /** The list's text: its rows one per line; nothing when it has no text at all. */
  private closeList(): void {
    const list = this.frame;
    this.frame = list.parent as Frame;
    const state = this.lists.pop() as ListState;
    // html-to-text padded every row's marker to the longest and indented an item's later
    // lines; cleaning removes both, except that a row without text stays a (blank) row once
    // the list has a marker at all.
    const blank = state.hasItem ? ' ' : '';
    for (const row of state.rows) {
      list.addText(row.text === '' ? blank : row.text, row.leading, row.trailing);
    }
    const text = list.text();
    if (text) {
      this.frame.addText(text, list.leading, list.trailing);
    }
  }

  onopentagname(name: string): void {
    this.opening = name;
  }

  onopentag(name: string, attributes: Record<string, string>): void {
    this.opening = null;
    this.inTitle = name === 'title';
    this.bodyOpened ||= name === 'body';
    this.open(name, attributes);
  }

  private open(name: string, attributes: Record<string, string>): void {
    const elements = this.elements;
    if (!this.active) {
      if (this.skipDepth > 0) {
        this.skipDepth += 1;
        elements.push(endsSkip);
      } else if (name === 'body') {
        this.inBody = true;
        this.baseDepth = elements.length;
        elements.push(isBody);
      } else {
        elements.push(outsideBase);
      }
      return;
    }
    this.endTextNode();
    const parentFlags = elements.length > 0 ? (elements[elements.length - 1] as number) : 0;
    let flags = name === 'li' ? isListItem : 0;
    if (this.frame.kind === Kind.List) {
      const list = this.lists[this.lists.length - 1] as ListState;
      this.openItem(name === 'li' ? list.prefix() : '');
      flags |= closesItem;
    }
    if (elements.length - this.baseDepth > maxDepth || skippedElements.has(name)) {
      this.skipDepth = 1;
      elements.push(flags | endsSkip);
      return;
    }
    const breaks = blockBreaks.get(name);
    if (breaks !== undefined) {
      this.frame = new Frame(Kind.Block, this.frame, breaks[0], breaks[1], '');
      flags |= closesBlock;
    } else if (name === 'ul' || name === 'ol') {
      const nested = (parentFlags & isListItem) !== 0;
      const list = new ListState(name === 'ol', nested);
      if (list.ordered) {
        list.next = Number(attributeValue(attributes.start) || '1');
        list.type = attributeValue(attributes.type) ?? '1';
      }
      this.lists.push(list);
      this.frame = new Frame(Kind.List, this.frame, nested ? 1 : 2, nested ? 1 : 2, '');
      flags |= closesList;
    } else if (name === 'br') {
      this.frame.newLine(1);
    }
    elements.push(flags);
  }

  onclosetag(name: string): void {
    if (name === 'title') {
      this.inTitle = false;
    }
    const cutOff = this.opening;
    if (cutOff !== null) {
      this.opening = null;
      if (!voidElements.has(cutOff)) {
        // The closing that the parser sends at the end for the cut-off element itself.
        return;
      }
    }
    const flags = this.elements.pop() ?? 0;
    if (flags & outsideBase) {
      return;
    }
    if (flags & isBody) {
      this.inBody = false;
      return;
    }
    if (flags & endsSkip) {
      this.skipDepth -= 1;
    } else if (this.skipDepth > 0) {
      return;
    }
    if (this.skipDepth === 0) {
      this.endTextNode();
    }
    if (flags & closesBlock) {
      const block = this.frame;
      this.frame = block.parent as Frame;
      this.frame.addText(block.text(), block.leading, Math.max(block.stashed, block.trailing));
    } else if (flags & closesList) {
      this.closeList();
    }
    if (flags & closesItem) {
      this.closeItem();
    }
  }

  ontext(raw: string): void {
    if (!this.active || this.elements.length - this.baseDepth > maxDepth) {
      return;
    }
    // Decoded as htmlparser2 decodes text (legacy entities without a semicolon too); this is
    // also right inside <title>, the one element besides the skipped <script> and <style>
    // whose content the parser does not read as markup.
    // In <title> the parser leaves "&" after a partial "</title" undecoded.
    this.needsParserDecoding ||=
      this.decodeText && (this.ending || (this.inTitle && raw.includes('<') && raw.includes('&')));
    const data = this.decodeText && raw.includes('&') ? decodeHTML(raw) : raw;
    if (this.frame.kind === Kind.List && !this.textItem) {
      // A text node of whitespace only (the parser may deliver a node in pieces) is no item.
      if (allJsSpace.test(data)) {
        this.listSpace += data;
        return;
      }
      this.openItem('');
      this.textItem = true;
      this.frame.addWords(this.listSpace);
      this.listSpace = '';
    }
    this.frame.addWords(data);
  }

  /** Comments and processing instructions directly in a list are (empty) items of it. */
  private emptyListChild(): void {
    if (!this.active) {
      return;
    }
    this.endTextNode();
    if (this.frame.kind === Kind.List) {
      this.openItem('');
      this.closeItem();
    }
  }

  oncomment(): void {
    this.emptyListChild();
  }

  onprocessinginstruction(): void {
    this.emptyListChild();
  }
}

const collector = new TextCollector();
const referenceAtEnd = /^&[#\w]*$/;

function run(html: string, bodyOnly: boolean, parserDecodes: boolean): string {
  collector.reset(bodyOnly, !parserDecodes);
  // A new parser each time: htmlparser2 8's reset() keeps the tokenizer inside an unclosed
  // <script> or <style> of the previous document.
  const parser = new Parser(collector, { decodeEntities: parserDecodes });
  parser.write(html);
  collector.ending = true;
  parser.end();
  return collector.result();
}

/**
 * Entities are decoded per text run once the parser found it (TextCollector.ontext): the
 * parser then skips through text instead of stepping through it character by character, at
 * the same result. htmlparser2's own decoding differs only where the input ends inside a
 * reference ("&copy", "&#x") or in a state whose rest it hands over as raw text, and in a
 * <title> holding "<" and "&". Those inputs are parsed again with the parser decoding, so
 * they too come out as before.
 */
function collect(html: string, bodyOnly: boolean): string {
  const lastAmpersand = html.lastIndexOf('&');
  if (lastAmpersand === -1 || !referenceAtEnd.test(html.slice(lastAmpersand))) {
    const text = run(html, bodyOnly, false);
    if (!collector.needsParserDecoding) {
      return text;
    }
  }
  return run(html, bodyOnly, true);
}

/** htmlToText by htmlparser2 alone, for any HTML (simple-html-text.test.ts compares with it). */
export function parsedHtmlToText(html: string): string {
  const text = collect(html, false);
  return collector.bodyOpened ? collect(html, true) : text;
}

/**
 * Text of an HTML fragment or document; when the document has a <body>, only the body's.
 * Lines are separated by "\n" (up to three in a row); nothing else is cleaned. Simple HTML
 * (a feed post's paragraphs and links) is read without the parser, to the same text.
 */
export function htmlToText(html: string): string {
  return simpleHtmlToText(html) ?? parsedHtmlToText(html);
}
