import { describe, expect, it } from 'vitest';
import {
  cleanParagraphs,
  cleanText,
  countWords,
  htmlToPlainText,
  truncateAtWord,
} from './article-text.ts';

const markup = /<[a-z!/?]/i;

describe('htmlToPlainText', () => {
  it('drops scripts, styles, comments, images and link targets', () => {
    const html = `<p>Intro <a href="https://example.com/x">link text</a>.</p>
      <script>alert('x')</script><style>p{color:red}</style><!-- hidden note -->
      <img src="x" onerror="alert(1)"><noscript><img src="y"></noscript>
      <svg onload="alert(2)"><text>svg text</text></svg><iframe src="https://evil.example"></iframe>`;
    const text = htmlToPlainText(html);
    expect(text).toBe('Intro link text.');
    expect(text).not.toMatch(markup);
  });

  it('keeps headings as written and does not wrap', () => {
    const long = 'word '.repeat(40).trim();
    expect(htmlToPlainText(`<h2>Why plans?</h2><p>${long}</p>`)).toBe(`Why plans? ${long}`);
  });

  it('decodes entities, including twice-escaped markup', () => {
    expect(htmlToPlainText('Models &amp; Metrics &mdash; 41&nbsp;%')).toBe(
      'Models & Metrics — 41 %',
    );
    expect(htmlToPlainText('&lt;p&gt;Escaped &lt;b&gt;twice&lt;/b&gt;&lt;/p&gt;')).toBe(
      'Escaped twice',
    );
    expect(htmlToPlainText('&lt;script&gt;alert(1)&lt;/script&gt;Safe')).not.toMatch(markup);
  });

  it('leaves text without markup alone apart from whitespace', () => {
    expect(htmlToPlainText('  plain\n\ttext  ')).toBe('plain text');
  });

  it('keeps paragraph breaks when asked', () => {
    expect(htmlToPlainText('<p>One</p><p>Two</p>', { paragraphs: true })).toBe('One\n\nTwo');
  });

  it('survives pathologically deep markup', () => {
    const deep = `${'<div>'.repeat(20_000)}deep text${'</div>'.repeat(20_000)}`;
    expect(htmlToPlainText(deep)).not.toMatch(markup);
  });
});

describe('cleanText', () => {
  it('removes control characters, U+FFFD, zero-width and bidi overrides', () => {
    expect(cleanText('a\u0000b\u0007c\u009f d\uFFFD e\u200B f\u202E g\uFEFF')).toBe('abc d e f g');
  });

  it('collapses every kind of whitespace', () => {
    expect(cleanText(' a\u00a0\u00a0b\r\n\tc\u2028d ')).toBe('a b c d');
  });

  it('cleans exactly as the replacements it stands for', () => {
    // cleanText and cleanParagraphs skip work for clean text and collapse whitespace in one
    // pass; the results must equal these replacements on every mix of tricky characters.
    const invisible =
      /[^\P{Cc}\t\n\r]|\p{Cs}|\p{Co}|[\uFFFD\uFFFE\uFFFF\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
    const longText = (text: string) => text.replace(invisible, '').replace(/\s+/gu, ' ').trim();
    const longParagraphs = (text: string) =>
      text
        .replace(invisible, '')
        .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
        .replace(/[^\S\n]+/gu, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    const alphabet = [
      'a',
      'é',
      ' ',
      '\n',
      '\r',
      '\t',
      '\u00a0',
      '\u2028',
      '\u200b',
      '\ufeff',
      '\ud83d',
      '\ude00',
    ];
    let texts = [''];
    for (let length = 1; length <= 4; length++) {
      texts = texts.flatMap((text) =>
        text.length === length - 1 ? alphabet.map((c) => text + c) : [text],
      );
      for (const text of texts) {
        expect(cleanText(text), JSON.stringify(text)).toBe(longText(text));
        expect(cleanParagraphs(text), JSON.stringify(text)).toBe(longParagraphs(text));
      }
    }
    const more = [
      '\u00ad',
      '\u202e',
      '\u0007',
      '\ue000',
      '\ufffd',
      '\u3000',
      '\v',
      '\f',
      '😀',
      '\udb80\udc00',
    ];
    for (const first of [...alphabet, ...more]) {
      for (const second of [...alphabet, ...more]) {
        const text = `${first}x ${second}\r\n${first} y${second}`;
        expect(cleanText(text)).toBe(longText(text));
        expect(cleanParagraphs(text)).toBe(longParagraphs(text));
      }
    }
    expect(cleanParagraphs('Method\n\nword one two')).toBe('Method\n\nword one two');
  });
});

describe('truncateAtWord', () => {
  it('returns short text unchanged', () => {
    expect(truncateAtWord('short text', 500)).toBe('short text');
  });

  it('cuts at the last word boundary within the limit', () => {
    expect(truncateAtWord('alpha beta gamma delta', 13)).toBe('alpha beta');
    expect(truncateAtWord('alpha beta gamma delta', 10)).toBe('alpha beta');
  });

  it('cuts a single very long word hard', () => {
    expect(truncateAtWord('a'.repeat(30), 10)).toBe('a'.repeat(10));
  });

  it('counts code points, not UTF-16 units', () => {
    const emoji = '😀'.repeat(600);
    expect(Array.from(truncateAtWord(emoji, 500))).toHaveLength(500);
  });
});

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('one two  three\nfour')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords(' \u00a0lead\u3000and\ufefftrail\u2028 ')).toBe(3);
  });
});
