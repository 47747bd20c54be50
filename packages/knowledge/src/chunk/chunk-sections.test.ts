import { describe, expect, it } from 'vitest';
import { chunkSections } from './chunk-sections.ts';
import { splitText } from './split-text.ts';

const sentence = (index: number) =>
  `Sentence number ${index} explains one more detail of the service in plain words.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkSections', () => {
  it('keeps chunks between 400 and 2,000 characters, cut at paragraphs, with their heading path', () => {
    const sections = [
      { headingPath: ['Guide'], text: paragraph(0, 3) },
      {
        headingPath: ['Guide', 'Pricing'],
        text: Array.from({ length: 12 }, (_, i) => paragraph(i * 5, 5)).join('\n\n'),
      },
      { headingPath: ['Guide', 'Contact'], text: paragraph(100, 8) },
    ];
    const chunks = chunkSections(sections);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeGreaterThanOrEqual(400);
      expect(chunk.content.length).toBeLessThanOrEqual(2000);
    }
    // Every word survives whole and in order.
    const words = sections.flatMap((section) => section.text.split(/\s+/));
    const chunkedWords = chunks
      .flatMap((chunk) => chunk.content.split(/\s+/))
      .filter((word) => word !== 'Pricing');
    expect(chunkedWords).toEqual(words);
    expect(chunks.some((chunk) => chunk.headingPath.join('>') === 'Guide>Pricing')).toBe(true);
    expect(chunks.at(-1)?.headingPath).toEqual(['Guide', 'Contact']);
  });

  it('lets a short section take in the next one, its heading kept as a line', () => {
    const chunks = chunkSections([
      { headingPath: ['Hours'], text: 'Open 9 to 5.' },
      { headingPath: ['Prices'], text: 'Soup costs £5.' },
    ]);
    expect(chunks).toEqual([
      { headingPath: ['Hours'], content: 'Open 9 to 5.\n\nPrices\nSoup costs £5.' },
    ]);
  });

  it('never cuts inside a word, even without paragraphs or sentences', () => {
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const chunks = chunkSections([{ headingPath: [], text: words.join(' ') }]);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flatMap((chunk) => chunk.content.split(' '))).toEqual(words);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(2000);
    }
  });
});

describe('splitText', () => {
  it('prefers paragraphs, then lines, then sentences, then spaces', () => {
    expect(splitText('aaa bbb\n\nccc', 8)).toEqual(['aaa bbb', 'ccc']);
    expect(splitText('aaa\nbbb ccc', 8)).toEqual(['aaa', 'bbb ccc']);
    expect(splitText('One two. Three four.', 12)).toEqual(['One two.', 'Three four.']);
    expect(splitText('alpha beta gamma', 11)).toEqual(['alpha beta', 'gamma']);
    // A word longer than the limit stays whole.
    expect(splitText('https://example.test/a-very-long-path end', 10)).toEqual([
      'https://example.test/a-very-long-path',
      'end',
    ]);
  });
});
