// Where a link in an answer may lead (answers are model or site text, never trusted markup):
// a path of this site, or an http(s) address opened in a new tab. Anything else (javascript:,
// data:, a protocol-relative "//host" or its backslash twin "/\host") is no link at all.

const siteOrigin = 'http://site.invalid';

export type ChatLinkTarget =
  | { kind: 'site'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

export function classifyChatLink(url: string | null | undefined): ChatLinkTarget {
  const value = url?.trim() ?? '';
  if (value.startsWith('/')) {
    try {
      // The URL parser resolves "//host" and "/\host" to another origin, exactly as a browser does.
      const resolved = new URL(value, siteOrigin);
      if (resolved.origin === siteOrigin) {
        return { kind: 'site', path: `${resolved.pathname}${resolved.search}${resolved.hash}` };
      }
    } catch {
      return { kind: 'none' };
    }
    return { kind: 'none' };
  }
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: 'external', href: new URL(value).href };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}

/** react-markdown's urlTransform: an allowed address as it is, anything else emptied. */
export function keepAllowedUrl(url: string): string {
  return classifyChatLink(url).kind === 'none' ? '' : url;
}
