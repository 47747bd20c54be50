import type { KnowledgeDocumentInput } from '../src/store/knowledge-document.ts';

/** A small deterministic generator (mulberry32), so every run indexes the same text. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Knowledge-base documents written from real sentences (the site's own copy and blog posts,
 * passed in) recombined: each section 500–1,100 characters under its own heading, so the
 * chunker makes one chunk per section. Vocabulary, sentence length and word frequencies are
 * those of real copy, as a company's uploaded manuals and FAQs would be.
 */
export function buildSyntheticDocuments(
  sentences: readonly string[],
  options: { documents: number; sectionsPerDocument: number; seed: number },
): KnowledgeDocumentInput[] {
  const random = createRandom(options.seed);
  const pick = () => sentences[Math.floor(random() * sentences.length)] ?? '';
  const headingWords = sentences
    .flatMap((sentence) => sentence.split(/\s+/))
    .filter((word) => /^[A-Za-z]{5,}$/.test(word));
  const heading = () =>
    Array.from({ length: 2 }, () => headingWords[Math.floor(random() * headingWords.length)]).join(
      ' ',
    );
  return Array.from({ length: options.documents }, (_, documentIndex) => ({
    key: `bench:${documentIndex}`,
    title: `Operations manual ${documentIndex + 1}: ${heading()}`,
    path: `/bench/${documentIndex + 1}`,
    sections: Array.from({ length: options.sectionsPerDocument }, () => {
      const target = 500 + Math.floor(random() * 600);
      let text = '';
      while (text.length < target) {
        text += `${text ? ' ' : ''}${pick()}`;
      }
      return { headingPath: [heading()], text };
    }),
  }));
}

/** Sentences of a text, for recombining. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30);
}
