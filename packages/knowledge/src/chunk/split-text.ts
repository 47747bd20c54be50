/**
 * Pieces of `text` no longer than `maxChars`, cut at the largest boundary that fits:
 * paragraphs (blank lines), then lines, then sentences, then spaces. A single word longer than
 * `maxChars` (a URL, a hash) is kept whole rather than cut inside.
 */
export function splitText(text: string, maxChars: number): string[] {
  return splitBy(text.trim(), maxChars, 0);
}

const boundaries: readonly RegExp[] = [/\n\s*\n/, /\n/, /(?<=[.!?…])\s+/, /\s+/];

function splitBy(text: string, maxChars: number, level: number): string[] {
  if (text.length <= maxChars) {
    return text === '' ? [] : [text];
  }
  const boundary = boundaries[level];
  if (!boundary) {
    return [text];
  }
  const parts = text
    .split(boundary)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length <= 1) {
    return splitBy(text, maxChars, level + 1);
  }
  const joiner = level === 0 ? '\n\n' : level === 1 ? '\n' : ' ';
  const pieces: string[] = [];
  let current = '';
  for (const part of parts) {
    const candidate = current === '' ? part : `${current}${joiner}${part}`;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current !== '') {
      pieces.push(current);
    }
    if (part.length <= maxChars) {
      current = part;
    } else {
      pieces.push(...splitBy(part, maxChars, level + 1));
      current = '';
    }
  }
  if (current !== '') {
    pieces.push(current);
  }
  return pieces;
}
