// Helpers over xml2js nodes as rss-parser hands them on: an element is a string, or an object
// with its attributes under `$`, its text under `_` and child elements as arrays.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

export function attributeOf(node: unknown, name: string): string | null {
  if (!isRecord(node) || !isRecord(node.$)) {
    return null;
  }
  const value = node.$[name];
  return typeof value === 'string' ? value : null;
}

/** Child elements named `name` of an element (an empty list for text or missing nodes). */
export function childrenOf(node: unknown, name: string): unknown[] {
  return isRecord(node) ? asArray(node[name]) : [];
}

const maxTextDepth = 32;

/** All text of a node, children included (their order among text runs is lost by xml2js). */
export function nodeText(node: unknown, depth = 0): string {
  if (typeof node === 'string') {
    return node;
  }
  if (typeof node === 'number' || typeof node === 'boolean') {
    return String(node);
  }
  if (depth > maxTextDepth) {
    return '';
  }
  if (Array.isArray(node)) {
    return node
      .map((child) => nodeText(child, depth + 1))
      .filter((text) => text !== '')
      .join(' ');
  }
  if (!isRecord(node)) {
    return '';
  }
  const parts: string[] = [];
  if (typeof node._ === 'string') {
    parts.push(node._);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== '$' && key !== '_') {
      const text = nodeText(value, depth + 1);
      if (text !== '') {
        parts.push(text);
      }
    }
  }
  return parts.join(' ');
}

const httpUrlStart = /^https?:\/\//i;

// Every link of a feed is resolved against the same base: whether it parses is asked once.
let checkedBase = '';
let checkedBaseValid = false;

function isValidBase(base: string): boolean {
  if (base !== checkedBase) {
    checkedBase = base;
    checkedBaseValid = URL.canParse(base);
  }
  return checkedBaseValid;
}

/** `raw` made absolute against `base`; null when it is not a URL at all (or `base` is not). */
export function resolveUrl(raw: string | null | undefined, base: string): string | null {
  const text = raw?.trim();
  if (!text || !isValidBase(base)) {
    return null;
  }
  try {
    // An absolute http(s) link does not depend on the base: the base is not parsed again.
    return (httpUrlStart.test(text) ? new URL(text) : new URL(text, base)).href;
  } catch {
    return null;
  }
}

/** Like resolveUrl, but only http and https results (spec: chat-news-admin §5). */
export function resolveHttpUrl(raw: string | null | undefined, base: string): string | null {
  const url = resolveUrl(raw, base);
  return url !== null && httpUrlStart.test(url) ? url : null;
}
