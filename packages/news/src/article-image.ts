import type { RawFeedItem } from './feed-xml.ts';
import { asArray, attributeOf, childrenOf, resolveHttpUrl } from './xml-nodes.ts';

interface ImageCandidate {
  url: string;
  width: number;
}

const imageExtension = /\.(?:avif|gif|jpe?g|png|webp)(?:[?#]|$)/i;

function widthOf(node: unknown): number {
  const width = Number(attributeOf(node, 'width'));
  return Number.isFinite(width) ? width : 0;
}

function isImage(url: string, medium: string | null, type: string | null): boolean {
  if (medium !== null || type !== null) {
    return medium === 'image' || (type?.toLowerCase().startsWith('image/') ?? false);
  }
  return imageExtension.test(url);
}

function byWidthDescending(candidates: ImageCandidate[]): ImageCandidate[] {
  return candidates.length < 2 ? candidates : candidates.sort((a, b) => b.width - a.width);
}

/** Media RSS media:content, directly in the item or grouped in media:group. */
function mediaContentNodes(item: RawFeedItem, groups: readonly unknown[]): unknown[] {
  const direct = asArray(item.mediaContents);
  return groups.length === 0
    ? direct
    : [...direct, ...groups.flatMap((group) => childrenOf(group, 'media:content'))];
}

function contentImages(contentNodes: readonly unknown[]): ImageCandidate[] {
  const contents: ImageCandidate[] = [];
  for (const node of contentNodes) {
    const url = attributeOf(node, 'url');
    if (url && isImage(url, attributeOf(node, 'medium'), attributeOf(node, 'type'))) {
      contents.push({ url, width: widthOf(node) });
    }
  }
  return byWidthDescending(contents);
}

/** media:thumbnail in the item, in its groups and inside its media:content elements. */
function thumbnailImages(
  item: RawFeedItem,
  groups: readonly unknown[],
  contentNodes: readonly unknown[],
): ImageCandidate[] {
  const thumbnailNodes = [
    ...asArray(item.mediaThumbnails),
    ...groups.flatMap((group) => childrenOf(group, 'media:thumbnail')),
    ...contentNodes.flatMap((content) => childrenOf(content, 'media:thumbnail')),
  ];
  const thumbnails: ImageCandidate[] = [];
  for (const node of thumbnailNodes) {
    const url = attributeOf(node, 'url');
    if (url) {
      thumbnails.push({ url, width: widthOf(node) });
    }
  }
  return byWidthDescending(thumbnails);
}

/** RSS <enclosure url type> and Atom <link rel="enclosure" href type>. */
function enclosureImages(item: RawFeedItem): string[] {
  const rss = asArray(item.enclosures).map((node) => ({
    url: attributeOf(node, 'url'),
    type: attributeOf(node, 'type'),
  }));
  const atom = asArray(item.links)
    .filter((node) => attributeOf(node, 'rel') === 'enclosure')
    .map((node) => ({ url: attributeOf(node, 'href'), type: attributeOf(node, 'type') }));
  return [...rss, ...atom].flatMap(({ url, type }) =>
    url && isImage(url, null, type) ? [url] : [],
  );
}

const imgTag = /<img\b[^>]*>/gi;
const sourceAttribute = /\b(?:data-src|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16) % 0x110000),
    )
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The sources of <img> tags in HTML, in order (src, then a lazy loader's data-src). */
function htmlImages(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(imgTag)) {
    for (const match of tag.matchAll(sourceAttribute)) {
      const value = match[1] ?? match[2] ?? match[3];
      if (value) {
        found.push(decodeAttribute(value));
      }
    }
  }
  return found;
}

/** The first candidate that resolves to an http(s) URL, made absolute. */
function firstHttp(candidates: readonly (string | ImageCandidate)[], base: string): string | null {
  for (const candidate of candidates) {
    const url = resolveHttpUrl(typeof candidate === 'string' ? candidate : candidate.url, base);
    if (url !== null) {
      return url;
    }
  }
  return null;
}

/**
 * The article's picture: media:content images (widest first), then media:thumbnail, then an
 * image enclosure, then the first <img> of the HTML; each made absolute against `base`, and
 * only http or https kept (spec: chat-news-admin §5), so javascript: and data: are passed over.
 */
export function pickImageUrl(
  item: RawFeedItem,
  base: string,
  htmls: readonly string[],
): string | null {
  // Each kind is gathered only when the kinds before it gave no usable address.
  const groups = asArray(item.mediaGroups);
  const contentNodes = mediaContentNodes(item, groups);
  const declared =
    firstHttp(contentImages(contentNodes), base) ??
    firstHttp(thumbnailImages(item, groups, contentNodes), base) ??
    firstHttp(enclosureImages(item), base);
  if (declared !== null) {
    return declared;
  }
  for (const html of htmls) {
    // Only HTML that can hold a tag is searched for <img>.
    const inline = html.includes('<') ? firstHttp(htmlImages(html), base) : null;
    if (inline !== null) {
      return inline;
    }
  }
  return null;
}
