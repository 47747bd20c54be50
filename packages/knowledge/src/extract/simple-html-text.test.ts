import { describe, expect, it } from 'vitest';
import { parsedHtmlToText } from './html-text.ts';
import { simpleHtmlToText } from './simple-html-text.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const texts = [
  'word',
  'Two words',
  ' ',
  '  ',
  '\n',
  '\t',
  ' lead',
  'trail ',
  '\u200b',
  'a\u00a0b',
  'café',
  '>',
  '"q"',
  "it's",
  'x \n y',
  '\r\n',
];
const inline = ['a', 'b', 'em', 'strong', 'span', 'code', 'i'];
const blocks = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'section'];
const attributes = [
  '',
  ' href="https://example.org/a?b=1&amp;c=2"',
  " class='x y'",
  ' title="a > b"',
  ' data-x=plain',
  ' hidden',
  ' a = "b"',
];
const voids = ['<br>', '<br/>', '<br />', '<img src="/i.png" alt="">', "<img src='x'>"];
const rawText = [
  '<script>if (a < b) { x("</p>"); }</script>',
  '<style>p > b { color: red }</style>',
  '<script></script>',
];
/** What htmlToText reads in a way of its own: the fast path must leave it to htmlToText. */
const unusual = [
  '&amp;',
  '&nbsp;',
  '</br>',
  '</p>',
  '<!-- c -->',
  '<ul><li>item</li></ul>',
  '<P>',
  '< b',
  '<x-y>',
  '<body>',
  '<title>t</title>',
  '<script>x</script >',
  '<td>',
  '<a b="<">',
];

function generate(random: () => number, withUnusual: boolean): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const open: string[] = [];
  let html = '';
  const steps = 1 + Math.floor(random() * 14);
  for (let step = 0; step < steps; step++) {
    const roll = random();
    if (roll < 0.3) {
      html += pick(texts);
    } else if (roll < 0.45) {
      const name = pick(inline);
      open.push(name);
      html += `<${name}${pick(attributes)}>`;
    } else if (roll < 0.6) {
      const name = pick(blocks);
      open.push(name);
      html += `<${name}${pick(attributes)}>`;
    } else if (roll < 0.8 && open.length > 0) {
      html += `</${open.pop()}>`;
    } else if (roll < 0.88) {
      html += pick(voids);
    } else if (roll < 0.93) {
      html += pick(rawText);
    } else if (withUnusual) {
      html += pick(unusual);
    }
  }
  while (open.length > 0 && random() < 0.9) {
    html += `</${open.pop()}>`;
  }
  return html;
}

describe('simpleHtmlToText', () => {
  it('gives what htmlToText gives, or leaves the HTML to it', () => {
    const random = randomFrom(20261127);
    let converted = 0;
    for (let sample = 0; sample < 20_000; sample++) {
      const html = generate(random, sample % 2 === 1);
      const simple = simpleHtmlToText(html);
      if (simple !== null) {
        converted += 1;
        expect(simple, JSON.stringify(html)).toBe(parsedHtmlToText(html));
      }
    }
    // Most generated HTML takes the fast path, so the comparison covers it.
    expect(converted).toBeGreaterThan(8_000);
  });

  it('converts a feed post: heading, paragraph, link, image and script', () => {
    const html =
      '<h2>Method</h2><p>Some <b>bold</b> words, <a href="https://example.org">a link</a>.</p><img src="/images/1.png" alt=""><script>alert(1)</script>';
    expect(simpleHtmlToText(html)).toBe('Method\n\nSome bold words, a link.');
    expect(simpleHtmlToText(html)).toBe(parsedHtmlToText(html));
  });

  it.each(unusual)('leaves %j to htmlToText', (fragment) => {
    expect(simpleHtmlToText(`<p>text ${fragment} more</p>`)).toBeNull();
  });
});
