const excerptChars = 300;

/**
 * About 300 characters of `content` around the first place a query word (or a word starting
 * with its stem) appears, cut at spaces, with an ellipsis where text was left out.
 */
export function makeExcerpt(content: string, stems: readonly string[]): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= excerptChars) {
    return text;
  }
  const lower = text.toLowerCase();
  let hit = -1;
  for (const stem of stems) {
    const clean = stem.replace(/[^a-z0-9]/g, '');
    if (clean === '') {
      continue;
    }
    const match = new RegExp(`\\b${clean}`).exec(lower);
    if (match && (hit === -1 || match.index < hit)) {
      hit = match.index;
    }
  }
  let start = hit <= excerptChars / 3 ? 0 : hit - Math.floor(excerptChars / 3);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + excerptChars);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
