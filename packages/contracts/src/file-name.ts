import { defaultFileExtension, unnamedFileName } from './constants.ts';

export interface SanitizedFileName {
  sanitizedName: string;
  wasSanitized: boolean;
}

// spec: voice §5, typographic characters that become ASCII equivalents
const typographicReplacements: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2010-\u2015\u2212]/g, '-'], // hyphens, en and em dashes, minus sign
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u2022\u2023\u2043]/g, '-'], // bullets
  [/\u00B0/g, 'deg'],
  [/\u00A9/g, 'c'],
  [/\u00AE/g, 'R'],
  [/\u2122/g, 'TM'],
];

// Names are capped so that the name plus a storage prefix stays under common 255-byte limits.
const maxNameLength = 200;

/**
 * spec: voice §5, file name sanitising. Unicode is normalised (NFKD, then combining accents are
 * dropped so "é" reads "e"), typographic signs become ASCII, every other non-ASCII character
 * (bidi overrides included) and every character other than word characters, space, hyphen,
 * underscore and dot becomes "_" (so path separators and control characters such as CR/LF do
 * too), runs of underscores or spaces collapse to one "_", and leading/trailing underscores
 * are trimmed. Leading and trailing dots go as well, so ".", ".." and hidden-file names cannot
 * come out. An empty result is "unnamed_file"; a name with no dot gets ".txt".
 */
export function sanitizeFileName(name: string): SanitizedFileName {
  let result = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of typographicReplacements) {
    result = result.replace(pattern, replacement);
  }
  result = result
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[^\w \-.]/g, '_')
    .replace(/[_ ]+/g, '_')
    .replace(/^_+|[_.]+$/g, '');
  result = stripLeadingDots(result);
  if (result.length > maxNameLength) {
    result = truncateKeepingExtension(result, maxNameLength);
  }
  if (result === '') {
    result = unnamedFileName;
  }
  if (!result.includes('.')) {
    result += defaultFileExtension;
  }
  return { sanitizedName: result, wasSanitized: result !== name };
}

// Not in the spec: a leading dot would make a hidden file (or "." and ".."). "../etc" loses its
// dots; ".pdf", an extension without a name, becomes "unnamed_file.pdf".
function stripLeadingDots(name: string): string {
  const prefix = /^\.[._]*/.exec(name);
  if (!prefix) {
    return name;
  }
  const rest = name.slice(prefix[0].length);
  return /^[A-Za-z0-9]{1,10}$/.test(rest) ? `${unnamedFileName}.${rest}` : rest;
}

function truncateKeepingExtension(name: string, max: number): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const stem = name.slice(0, max - extension.length).replace(/[_.]+$/, '');
  return `${stem}${extension}`;
}

/** Lower-cased extension with its dot (".pdf"), or "" when the name has none. */
export function getFileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) {
    return '';
  }
  return name.slice(dot).toLowerCase();
}
