import Parser from 'rss-parser';
import { asArray, attributeOf, isRecord } from './xml-nodes.ts';

/**
 * What rss-parser drops or flattens, asked for by name: full content, Dublin Core, Media RSS,
 * every enclosure and link (Atom enclosures and relative links with xml:base), every author and
 * category (Atom categories are attributes), the guid's isPermaLink and the element's own
 * attributes (xml:base).
 */
const itemFields = [
  ['content:encoded', 'contentEncoded'],
  ['dc:creator', 'dcCreators', { keepArray: true }],
  ['dc:date', 'dcDate'],
  ['dc:subject', 'dcSubjects', { keepArray: true }],
  ['media:content', 'mediaContents', { keepArray: true }],
  ['media:thumbnail', 'mediaThumbnails', { keepArray: true }],
  ['media:group', 'mediaGroups', { keepArray: true }],
  ['media:description', 'mediaDescription'],
  ['enclosure', 'enclosures', { keepArray: true }],
  ['link', 'links', { keepArray: true }],
  ['author', 'authors', { keepArray: true }],
  ['category', 'categoryNodes', { keepArray: true }],
  ['guid', 'guidNodes', { keepArray: true }],
  ['published', 'published'],
  ['updated', 'updated'],
  ['$', 'attributes', { keepArray: true }],
] as const;

/**
 * rss-parser's own item fields that parseFeed reads (feed-item.ts, article-meta.ts), in its
 * order (a later field of the same name wins). parseFeed has rss-parser copy only these and
 * ours: the other defaults, and the plain-text snippet it would derive from every
 * content:encoded, were built only to be discarded.
 */
const readDefaultItemFields = [
  ['author', 'creator'],
  ['dc:creator', 'creator'],
  ['dc:title', 'title'],
  'title',
  'pubDate',
  'summary',
] as const;

const feedFields = [
  ['$', 'attributes', { keepArray: true }],
  ['category', 'categoryNodes', { keepArray: true }],
  ['dc:subject', 'dcSubjects', { keepArray: true }],
] as const;

/** An item as rss-parser returns it with our custom fields; every value is checked on use. */
export type RawFeedItem = Record<string, unknown>;
export type RawFeed = Record<string, unknown> & { items: RawFeedItem[] };

function isValidDate(node: unknown): boolean {
  const text = typeof node === 'string' ? node : isRecord(node) ? node._ : undefined;
  return typeof text === 'string' && !Number.isNaN(Date.parse(text.trim()));
}

/** rss-parser needs Atom links with attributes; some feeds write `<link>url</link>`. */
function repairAtomLinks(node: Record<string, unknown>): void {
  if (node.link === undefined) {
    return;
  }
  node.link = asArray(node.link).map((link) => {
    if (attributeOf(link, 'href') !== null) {
      return link;
    }
    const href = typeof link === 'string' ? link : isRecord(link) ? link._ : undefined;
    return { $: { href: typeof href === 'string' ? href.trim() : '' } };
  });
}

/**
 * rss-parser 3.13 turns Atom `published`/`updated` into ISO strings with `toISOString()`, which
 * throws on an unparseable date and loses the whole feed; and it reads `link.$.rel` on links
 * without attributes. Both are repaired on the parsed tree before its Atom builder runs, so one
 * odd entry costs its date (or nothing), not the feed.
 */
function repairAtomDocument(document: Record<string, unknown>): void {
  const feed = document.feed;
  if (!isRecord(feed)) {
    return;
  }
  repairAtomLinks(feed);
  for (const entry of asArray(feed.entry)) {
    if (!isRecord(entry)) {
      continue;
    }
    repairAtomLinks(entry);
    for (const key of ['published', 'updated']) {
      if (entry[key] !== undefined && !asArray(entry[key]).every(isValidDate)) {
        entry[key] = undefined;
      }
    }
  }
}

/**
 * An RSS item's description when it is text (as rss-parser would set `content` from it),
 * taken off the element so that rss-parser does not also derive its plain-text snippet: two
 * regular expressions and an entity decoder over every description, which parseFeed never
 * reads. A description with child elements stays for rss-parser to serialise.
 */
function takeTextDescription(xmlItem: unknown): string | undefined {
  if (!isRecord(xmlItem) || !Array.isArray(xmlItem.description)) {
    return undefined;
  }
  const [first] = xmlItem.description;
  const text = typeof first === 'string' ? first : isRecord(first) ? first._ : undefined;
  if (typeof text !== 'string') {
    return undefined;
  }
  xmlItem.description = undefined;
  return text;
}

type AtomBuilder = (document: Record<string, unknown>) => unknown;
type RssItemBuilder = (xmlItem: unknown, fields: readonly unknown[]) => RawFeedItem;

/**
 * A parser per document: rss-parser keeps one xml2js parser per instance, and xml2js leaves
 * it flagged as failed after a document with several errors, so a shared instance accepts
 * the next document with an error as if it were well-formed (hostile-xml.test.ts).
 */
function createFeedParser(
  itemFieldsToCopy: 'all' | 'read',
  positions: 'tracked' | 'untracked' = 'tracked',
): Parser<Record<string, unknown>, RawFeedItem> {
  const parser = new Parser<Record<string, unknown>, RawFeedItem>({
    // rss-parser's typings allow only plain names; its runtime takes [from, to, options].
    customFields: { item: itemFields as never, feed: feedFields as never },
    // <rss> without a version attribute is read as RSS 2.0 instead of refused.
    defaultRSS: 2,
  });
  const internals = parser as unknown as {
    buildAtomFeed: AtomBuilder;
    parseItemRss: RssItemBuilder;
    xmlParser: { saxParser: { trackPosition: boolean } };
  };
  if (positions === 'untracked') {
    // sax counts the line and column of every character only to name them in its errors.
    internals.xmlParser.saxParser.trackPosition = false;
  }
  const buildAtomFeed = internals.buildAtomFeed.bind(parser);
  internals.buildAtomFeed = (document) => {
    repairAtomDocument(document);
    return buildAtomFeed(document);
  };
  if (itemFieldsToCopy === 'read') {
    // RSS 0.9, 1.0 and 2.0 items; rss-parser passes its defaults followed by ours.
    const parseItemRss = internals.parseItemRss.bind(parser);
    const fields = [...readDefaultItemFields, ...itemFields];
    internals.parseItemRss = (xmlItem) => {
      const description = takeTextDescription(xmlItem);
      const item = parseItemRss(xmlItem, fields);
      if (description !== undefined) {
        item.content = description;
      }
      return item;
    };
  }
  return parser;
}

/**
 * rss-parser's own parse with our custom fields and nothing else: the baseline the news
 * benchmark compares full ingest against, over the same bytes.
 */
export async function parseOnly(xml: string): Promise<RawFeed> {
  return (await createFeedParser('all').parseString(xml)) as RawFeed;
}

/**
 * The same parse with only the item fields that parseFeed reads. A document is read without
 * sax's position counting (a tenth of the parse); one that fails is read again with it, so
 * its error names the line and column as before (parse-feed-inputs.test.ts).
 */
export async function parseFeedXml(xml: string): Promise<RawFeed> {
  try {
    return (await createFeedParser('read', 'untracked').parseString(xml)) as RawFeed;
  } catch {
    return (await createFeedParser('read').parseString(xml)) as RawFeed;
  }
}
