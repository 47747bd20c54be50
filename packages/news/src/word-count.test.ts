import { describe, expect, it } from 'vitest';
import {
  cleanParagraphs,
  cleanText,
  htmlToPlainText,
  htmlToPlainTextWithWords,
} from './article-text.ts';
import { countWords, wordsOfCleanAscii } from './word-count.ts';

function* strings(alphabet: readonly string[], maxLength: number): Generator<string> {
  yield '';
  let current = [''];
  for (let length = 1; length <= maxLength; length++) {
    const next: string[] = [];
    for (const prefix of current) {
      for (const char of alphabet) {
        next.push(prefix + char);
      }
    }
    yield* next;
    current = next;
  }
}

describe('wordsOfCleanAscii', () => {
  it('counts words exactly when cleaning would change nothing, and answers -1 otherwise', () => {
    for (const text of strings(['a', 'b', ' ', '\n', '\t', 'é', '\u00a0', '\u0007'], 5)) {
      for (const paragraphs of [false, true]) {
        const words = wordsOfCleanAscii(text, paragraphs);
        const cleaned = paragraphs ? cleanParagraphs(text) : cleanText(text);
        if (words >= 0) {
          expect(cleaned, JSON.stringify(text)).toBe(text);
          expect(words, JSON.stringify(text)).toBe(countWords(text));
        } else {
          const ascii = /^[\x20-\x7e\n]*$/.test(text) && (paragraphs || !text.includes('\n'));
          // Clean printable ASCII is never refused (the empty text goes the long way).
          expect(ascii && cleaned === text && text !== '', JSON.stringify(text)).toBe(false);
        }
      }
    }
  });
});

describe('htmlToPlainTextWithWords', () => {
  it('answers htmlToPlainText and the count of its words', () => {
    const samples = [
      '<h2>Method</h2><p>word one two</p><script>x()</script>',
      '<p>Models &amp; Metrics &mdash; 41&nbsp;%</p><ul><li>a</li><li>b</li></ul>',
      '  plain\n\ttext  ',
      '&lt;p&gt;Escaped &lt;b&gt;twice&lt;/b&gt;&lt;/p&gt;',
      '',
      '<p>\u200bzero\u00adwidth</p>',
    ];
    for (const html of samples) {
      for (const options of [undefined, { paragraphs: true }]) {
        const text = htmlToPlainText(html, options);
        expect(htmlToPlainTextWithWords(html, options)).toEqual({ text, words: countWords(text) });
      }
    }
  });
});
