import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';

// rss-parser takes a string (its own fetch reads the charset from the HTTP header only, and
// knows few of them), so the bytes are decoded here before parsing.

const utf8Bom = [0xef, 0xbb, 0xbf] as const;
const utf16LeBom = [0xff, 0xfe] as const;
const utf16BeBom = [0xfe, 0xff] as const;

function startsWithBytes(body: Buffer, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => body[index] === value);
}

function charsetFromContentType(contentType: string | null): string | null {
  const match = contentType?.match(/;\s*charset\s*=\s*"?([^";\s]+)"?/i);
  return match?.[1] ?? null;
}

function charsetFromBom(body: Buffer): string | null {
  if (startsWithBytes(body, utf8Bom)) {
    return 'utf-8';
  }
  if (startsWithBytes(body, utf16LeBom)) {
    return 'utf-16le';
  }
  if (startsWithBytes(body, utf16BeBom)) {
    return 'utf-16be';
  }
  return null;
}

/** The XML declaration is ASCII in every encoding a feed uses except UTF-16. */
function charsetFromProlog(body: Buffer): string | null {
  const head = body.subarray(0, 256).toString('latin1');
  const match = head.match(/^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/);
  return match?.[1] ?? null;
}

// Bytes 0x80-0x9F in windows-1252; the five undefined ones stay as they are, as browsers read them.
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

/**
 * Node 20's TextDecoder reads windows-1252 (and the ISO-8859-1 and ASCII labels that map to it)
 * as plain ISO-8859-1, turning €, curly quotes and dashes into control characters.
 */
function decodeWindows1252(body: Buffer): string {
  return body
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => windows1252High[char.charCodeAt(0) - 0x80] ?? char);
}

function createDecoder(label: string | null): TextDecoder {
  if (label) {
    try {
      return new TextDecoder(label.trim().toLowerCase());
    } catch {
      // An unknown label (a typo, a made-up name) falls back to UTF-8 below.
    }
  }
  return new TextDecoder('utf-8');
}

/**
 * A server's default "charset=utf-8" is often wrong for an older feed whose prolog names its
 * real encoding: when the bytes are not UTF-8 at all, the prolog is believed instead.
 */
function charsetFromHeaderOrProlog(body: Buffer, contentType: string | null): string | null {
  const header = charsetFromContentType(contentType);
  const prolog = charsetFromProlog(body);
  if (header && prolog && /^utf-?8$/i.test(header) && !isUtf8(body)) {
    return prolog;
  }
  return header ?? prolog;
}

/**
 * Text of a feed (docs/architecture.md, News pipeline): a byte order mark, else the charset of
 * the Content-Type header, else the XML declaration's encoding, else UTF-8. A BOM goes first
 * because the encoder wrote it, while header and declaration are configuration that is often
 * stale (browsers decide the same way); a UTF-16 declaration cannot even be read before the
 * encoding is known. TextDecoder maps the label "ISO-8859-1" to windows-1252, which is what
 * such feeds really hold; unknown labels fall back to UTF-8.
 * Undecodable bytes become U+FFFD, which the article text cleaner removes.
 */
export function decodeFeedBytes(body: Buffer, contentType: string | null): string {
  const label = charsetFromBom(body) ?? charsetFromHeaderOrProlog(body, contentType);
  const decoder = createDecoder(label);
  const text = decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
