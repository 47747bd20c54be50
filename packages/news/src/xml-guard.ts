import { FeedParseError } from './errors.ts';

/**
 * Element nesting we accept. Real feeds nest about ten levels (XHTML content a few more); the
 * XML parser and its builders keep a frame or an object per level, so a document of a million
 * nested elements would cost hundreds of megabytes or overflow the stack.
 */
export const maxXmlDepth = 128;

export type FeedFormat = 'rss' | 'rdf' | 'atom';

const slash = 0x2f;
const question = 0x3f;
const bang = 0x21;
const doubleQuote = 0x22;
const singleQuote = 0x27;
const greaterThan = 0x3e;

function indexAfter(xml: string, token: string, from: number): number {
  const at = xml.indexOf(token, from);
  return at === -1 ? -1 : at + token.length;
}

/** End of `<!DOCTYPE …>`, skipping an internal subset in brackets (its own `>` included). */
function endOfDeclaration(xml: string, start: number): number {
  const close = xml.indexOf('>', start);
  const open = xml.indexOf('[', start);
  if (open === -1 || (close !== -1 && close < open)) {
    return close === -1 ? -1 : close + 1;
  }
  const subsetEnd = /\]\s*>/g;
  subsetEnd.lastIndex = open;
  const match = subsetEnd.exec(xml);
  return match ? match.index + match[0].length : -1;
}

/** Index just after the `>` of a start tag, skipping quoted attribute values. */
function endOfStartTag(xml: string, start: number): number {
  let quote = 0;
  for (let index = start; index < xml.length; index += 1) {
    const code = xml.charCodeAt(index);
    if (quote !== 0) {
      if (code === quote) {
        quote = 0;
      }
    } else if (code === doubleQuote || code === singleQuote) {
      quote = code;
    } else if (code === greaterThan) {
      return index + 1;
    }
  }
  return -1;
}

function formatOfRoot(name: string): FeedFormat | null {
  if (name === 'rss') {
    return 'rss';
  }
  if (name === 'feed') {
    return 'atom';
  }
  // RSS 1.0 documents bind the RDF namespace to the "rdf" prefix in practice.
  if (name === 'rdf:RDF') {
    return 'rdf';
  }
  return null;
}

/**
 * A linear scan before the real parse: finds the root element (a web page or any other XML is
 * refused as not a feed before it is parsed) and refuses nesting deeper than `maxDepth`. It
 * skips comments, CDATA, processing instructions and the DOCTYPE; malformed markup is left for
 * the XML parser to report.
 */
export function inspectFeedXml(xml: string, maxDepth: number = maxXmlDepth): FeedFormat {
  let depth = 0;
  let format: FeedFormat | null = null;
  let rootSeen = false;
  let index = xml.indexOf('<');
  while (index !== -1) {
    const next = xml.charCodeAt(index + 1);
    let end: number;
    if (xml.startsWith('!--', index + 1)) {
      end = indexAfter(xml, '-->', index + 4);
    } else if (xml.startsWith('![CDATA[', index + 1)) {
      end = indexAfter(xml, ']]>', index + 9);
    } else if (next === question) {
      end = indexAfter(xml, '?>', index + 2);
    } else if (next === bang) {
      end = endOfDeclaration(xml, index + 2);
    } else if (next === slash) {
      depth -= 1;
      end = indexAfter(xml, '>', index + 2);
    } else {
      end = endOfStartTag(xml, index + 1);
      if (end === -1) {
        break;
      }
      if (!rootSeen) {
        rootSeen = true;
        const name = /^[^\s/>]+/.exec(xml.slice(index + 1, index + 101))?.[0] ?? '';
        format = formatOfRoot(name);
        if (!format) {
          throw new FeedParseError(
            'not-a-feed',
            `Not a feed: the document is <${name.slice(0, 40)}>`,
          );
        }
      }
      if (xml.charCodeAt(end - 2) !== slash) {
        depth += 1;
        if (depth > maxDepth) {
          throw new FeedParseError('too-deep', `XML nested deeper than ${maxDepth} elements`);
        }
      }
    }
    if (end === -1) {
      break;
    }
    index = xml.indexOf('<', end);
  }
  if (!format) {
    throw new FeedParseError('not-a-feed', 'Not a feed: no root element');
  }
  return format;
}
