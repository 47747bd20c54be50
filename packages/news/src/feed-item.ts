import type { NewsArticleInput } from '@phi/contracts';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { pickImageUrl } from './article-image.ts';
import { extractAuthor, extractPublishedAt, extractTags } from './article-meta.ts';
import {
  cleanText,
  htmlToPlainText,
  htmlToPlainTextWithWords,
  truncateAtWord,
} from './article-text.ts';
import { normalizeArticleUrl } from './article-url.ts';
import { categorizeArticle } from './categorize.ts';
import type { RawFeedItem } from './feed-xml.ts';
import type { FeedFormat } from './xml-guard.ts';
import {
  asArray,
  attributeOf,
  childrenOf,
  isRecord,
  nodeText,
  resolveHttpUrl,
  resolveUrl,
} from './xml-nodes.ts';

/** One article as the worker stores it (mapped 1:1 onto the database input). */
export type ParsedArticle = NewsArticleInput;

export interface FeedContext {
  format: FeedFormat;
  /** The feed URL with the feed's own xml:base applied. */
  base: string;
  feedCategories: readonly string[];
  now: Date;
}

const withParagraphs = { paragraphs: true };

function xmlBaseOf(item: RawFeedItem, base: string): string {
  const xmlBase = isRecord(item.attributes) ? item.attributes['xml:base'] : undefined;
  return typeof xmlBase === 'string' ? (resolveUrl(xmlBase, base) ?? base) : base;
}

function htmlOf(value: unknown): string {
  return typeof value === 'string' ? value : nodeText(value);
}

interface LinkCandidate {
  href: string;
  base: string;
}

/** Atom: rel="alternate" (or no rel) links, HTML ones first, each with its own xml:base. */
function atomLinks(item: RawFeedItem, base: string): LinkCandidate[] {
  const alternates = asArray(item.links).filter((node) => {
    const rel = attributeOf(node, 'rel');
    return rel === null || rel === 'alternate';
  });
  const isHtml = (node: unknown) => {
    const type = attributeOf(node, 'type');
    return type === null || type.includes('html');
  };
  const ordered = [...alternates.filter(isHtml), ...alternates.filter((node) => !isHtml(node))];
  const fromLinks = ordered.map((node) => ({
    href: attributeOf(node, 'href') ?? '',
    base: resolveUrl(attributeOf(node, 'xml:base'), base) ?? base,
  }));
  return [...fromLinks, { href: htmlOf(item.id), base }];
}

/** RSS: <link>, then a permalink guid, then RSS 1.0's rdf:about. */
function rssLinks(item: RawFeedItem, base: string): LinkCandidate[] {
  const links = asArray(item.links).map((node) => ({ href: nodeText(node), base }));
  const guids = asArray(item.guidNodes)
    .filter((node) => attributeOf(node, 'isPermaLink')?.toLowerCase() !== 'false')
    .map((node) => ({ href: nodeText(node), base }));
  const about = typeof item['rdf:about'] === 'string' ? [{ href: item['rdf:about'], base }] : [];
  return [...links, ...guids, ...about];
}

function pickLink(item: RawFeedItem, context: FeedContext, base: string): string | null {
  const candidates = context.format === 'atom' ? atomLinks(item, base) : rssLinks(item, base);
  for (const candidate of candidates) {
    const url = resolveHttpUrl(candidate.href, candidate.base);
    if (url !== null) {
      return url;
    }
  }
  return null;
}

function readTimeOf(words: number): number | null {
  return words === 0 ? null : Math.max(1, Math.ceil(words / newsPipelineLimits.wordsPerMinute));
}

/**
 * One feed item as an article, or null when it has no usable http(s) link or no title.
 * Summary (RSS description, Atom summary) gives the excerpt, full content (content:encoded,
 * Atom content) the content; when a feed has only a summary longer than the excerpt, the
 * summary is also kept as the content so nothing the feed sent is lost.
 */
export function toParsedArticle(item: RawFeedItem, context: FeedContext): ParsedArticle | null {
  const base = xmlBaseOf(item, context.base);
  const url = pickLink(item, context, base);
  const title = truncateAtWord(
    htmlToPlainText(nodeText(item.title)),
    newsPipelineLimits.titleMaxChars,
  );
  if (url === null || title === '') {
    return null;
  }
  const isAtom = context.format === 'atom';
  const summaryHtml = isAtom ? htmlOf(item.summary) : htmlOf(item.content) || htmlOf(item.summary);
  const fullHtml = isAtom ? htmlOf(item.content) : htmlOf(item.contentEncoded);
  const mediaDescription =
    htmlOf(item.mediaDescription) ||
    asArray(item.mediaGroups)
      .map((group) => nodeText(childrenOf(group, 'media:description')))
      .join(' ');
  const full = htmlToPlainTextWithWords(fullHtml, withParagraphs);
  const fullText = full.text;
  const summarySource = summaryHtml || mediaDescription;
  // A feed that sends the same HTML as summary and content has it converted once: the one-line
  // text is the paragraph text with its breaks made spaces (the same words).
  const summary =
    summarySource === fullHtml
      ? { text: cleanText(fullText), words: full.words }
      : htmlToPlainTextWithWords(summarySource);
  const summaryText = summary.text;
  const excerptSource = summaryText || cleanText(fullText);
  const excerpt = truncateAtWord(excerptSource, newsPipelineLimits.storedExcerptMaxChars);
  const contentSource = fullText || (summaryText !== excerpt ? summaryText : '');
  const tags = extractTags(item);
  return {
    url,
    urlKey: normalizeArticleUrl(url),
    title,
    excerpt: excerpt === '' ? null : excerpt,
    content:
      contentSource === ''
        ? null
        : truncateAtWord(contentSource, newsPipelineLimits.storedContentMaxChars),
    author: extractAuthor(item),
    publishedAt: extractPublishedAt(item, context.now),
    category: categorizeArticle({ title, tags, feedCategories: context.feedCategories }),
    tags,
    imageUrl: pickImageUrl(item, base, [fullHtml, summaryHtml]),
    readTime: readTimeOf(Math.max(full.words, summary.words)),
  };
}
