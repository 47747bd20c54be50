import { newsPipelineLimits } from '@phi/contracts/constants';
import { categoryTexts } from './article-meta.ts';
import { htmlToPlainText } from './article-text.ts';
import { FeedParseError } from './errors.ts';
import { type FeedContext, type ParsedArticle, toParsedArticle } from './feed-item.ts';
import { parseFeedXml, type RawFeed } from './feed-xml.ts';
import { inspectFeedXml } from './xml-guard.ts';
import { asArray, isRecord, nodeText, resolveHttpUrl, resolveUrl } from './xml-nodes.ts';

export interface ParseFeedOptions {
  /** The URL the feed was fetched from (fetchFeed's finalUrl): the base of relative links. */
  feedUrl: string;
  now?: Date;
}

export interface ParsedFeed {
  title: string | null;
  link: string | null;
  items: ParsedArticle[];
  /** Items left out: no usable http(s) link, no title, or the same URL as an earlier item. */
  skipped: number;
}

function toParseError(error: unknown): FeedParseError {
  if (error instanceof FeedParseError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  // rss-parser says so for a well-formed document of another kind; a TypeError means the
  // root was right but the structure was not (an <rss> without a <channel>).
  const notAFeed = message.startsWith('Feed not recognized') || error instanceof TypeError;
  return new FeedParseError(
    notAFeed ? 'not-a-feed' : 'malformed-xml',
    `Feed could not be read: ${message.slice(0, 300)}`,
    { cause: error },
  );
}

async function parseXml(xml: string): Promise<RawFeed> {
  try {
    return await parseFeedXml(xml);
  } catch (error) {
    throw toParseError(error);
  }
}

function feedBaseOf(raw: RawFeed, feedUrl: string): string {
  const xmlBase = isRecord(raw.attributes) ? raw.attributes['xml:base'] : undefined;
  return typeof xmlBase === 'string' ? (resolveUrl(xmlBase, feedUrl) ?? feedUrl) : feedUrl;
}

/**
 * Articles of an RSS 2.0, RSS 1.0 (RDF) or Atom feed (spec: chat-news-admin §2). Hostile
 * input is refused before the XML parser sees it when nested too deep, and entity
 * declarations are never expanded (the parser does not read a DTD), so a "billion laughs"
 * document fails at its first undeclared entity. At most maxItemsPerFeed items are read, in
 * document order; the rest wait for the next fetch.
 */
export async function parseFeed(xml: string, options: ParseFeedOptions): Promise<ParsedFeed> {
  const format = inspectFeedXml(xml);
  const raw = await parseXml(xml);
  const base = feedBaseOf(raw, options.feedUrl);
  const context: FeedContext = {
    format,
    base,
    feedCategories: categoryTexts([...asArray(raw.categoryNodes), ...asArray(raw.dcSubjects)]),
    now: options.now ?? new Date(),
  };
  const items: ParsedArticle[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const item of raw.items.slice(0, newsPipelineLimits.maxItemsPerFeed)) {
    const article = toParsedArticle(item, context);
    if (article === null || seen.has(article.urlKey)) {
      skipped += 1;
      continue;
    }
    seen.add(article.urlKey);
    items.push(article);
  }
  const title = htmlToPlainText(nodeText(raw.title));
  return {
    title: title === '' ? null : title,
    link: resolveHttpUrl(typeof raw.link === 'string' ? raw.link : null, base),
    items,
    skipped,
  };
}
