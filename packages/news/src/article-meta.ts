import { isHttpUrl } from '@phi/contracts';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { cleanText, htmlToPlainText, truncateAtWord } from './article-text.ts';
import type { RawFeedItem } from './feed-xml.ts';
import { asArray, attributeOf, isRecord, nodeText } from './xml-nodes.ts';

/** Ours (no spec value): a byline longer than this is a feed bug, not a name. */
export const authorMaxChars = 200;
const dayMs = 24 * 60 * 60 * 1000;

const emailWithName = /^\s*[^\s@()<>]+@[^\s()<>]+\s*\((.+)\)\s*$/;
const bareEmail = /^\s*(?:mailto:)?[^\s@()<>]+@[^\s()<>]+\s*$/i;

/**
 * RSS <author> holds "address (Name)" by its spec; the name is kept. A bare address is
 * dropped: the byline is shown on a public page and an address is not a name.
 */
function authorName(raw: string): string | null {
  const named = emailWithName.exec(raw);
  const text = htmlToPlainText(named?.[1] ?? raw);
  if (text === '' || bareEmail.test(text)) {
    return null;
  }
  return text;
}

/** dc:creator, RSS author, Atom author name: every distinct name, comma separated. */
export function extractAuthor(item: RawFeedItem): string | null {
  const nodes = [...asArray(item.dcCreators), ...asArray(item.authors)];
  // An Atom person is an element with name, email and uri children; only the name is a byline.
  const isPerson = (node: unknown) =>
    isRecord(node) &&
    (node.name !== undefined || node.email !== undefined || node.uri !== undefined);
  const raws = nodes.map((node) =>
    isPerson(node) && isRecord(node) ? nodeText(node.name) : nodeText(node),
  );
  if (raws.length === 0 && typeof item.creator === 'string') {
    raws.push(item.creator);
  }
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of raws) {
    const name = authorName(raw);
    if (name !== null && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names.length === 0 ? null : truncateAtWord(names.join(', '), authorMaxChars);
}

function parseDate(node: unknown): Date | null {
  const text = nodeText(node).trim();
  if (text === '') {
    return null;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * pubDate, dc:date, published, updated: the first that parses. A date more than a day ahead of
 * `now` (clock skew, a bogus future date that would pin the article on top) becomes `now`.
 */
export function extractPublishedAt(item: RawFeedItem, now: Date): Date | null {
  for (const candidate of [item.pubDate, item.dcDate, item.published, item.updated]) {
    const date = parseDate(candidate);
    if (date !== null) {
      return date.getTime() > now.getTime() + dayMs ? new Date(now.getTime()) : date;
    }
  }
  return null;
}

function categoryLabels(node: unknown): string[] {
  // Atom categories are attributes (label for people, term for machines); RSS ones are text.
  const label = attributeOf(node, 'label') ?? attributeOf(node, 'term');
  return (label ?? nodeText(node)).split(',');
}

const schemeAndSlashes = /^[a-z][a-z0-9+.-]*:\/\//i;
const wwwHost = /^www\./i;
const httpScheme = /^https?:/i;

/**
 * A label that is a link, not a tag. Labels are cleaned text (no whitespace at either end, no
 * tabs or line breaks), so an http(s) URL starts with its scheme: only those are parsed.
 */
function looksLikeUrl(text: string): boolean {
  return (
    schemeAndSlashes.test(text) || wwwHost.test(text) || (httpScheme.test(text) && isHttpUrl(text))
  );
}

/** Category texts of item or feed nodes (category and dc:subject), not yet limited. */
export function categoryTexts(nodes: readonly unknown[]): string[] {
  const texts: string[] = [];
  for (const node of nodes) {
    for (const label of categoryLabels(node)) {
      const text = htmlToPlainText(label);
      if (text !== '' && !looksLikeUrl(text)) {
        texts.push(text);
      }
    }
  }
  return texts;
}

/** Tags: the item's categories, deduplicated ignoring case, each and all within the limits. */
export function extractTags(item: RawFeedItem): string[] {
  const texts = categoryTexts([...asArray(item.categoryNodes), ...asArray(item.dcSubjects)]);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const tag = cleanText(truncateAtWord(text, newsPipelineLimits.tagMaxChars));
    const key = tag.toLowerCase();
    if (tag !== '' && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
      if (tags.length === newsPipelineLimits.tagsPerArticle) {
        break;
      }
    }
  }
  return tags;
}
