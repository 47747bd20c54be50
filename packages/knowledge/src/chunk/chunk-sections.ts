import type { DocumentSection } from '../extract/extracted-document.ts';
import { splitText } from './split-text.ts';

export interface Chunk {
  headingPath: string[];
  /** The text, without the headings (they are indexed from headingPath). */
  content: string;
}

export interface ChunkOptions {
  /** A chunk shorter than this takes in the next section's text when both fit. */
  minChars?: number;
  /** Sections are packed up to this size before a new chunk starts. */
  targetChars?: number;
  /** Never longer than this, unless one word is. */
  maxChars?: number;
}

export const chunkDefaults = { minChars: 400, targetChars: 1200, maxChars: 2000 } as const;

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading === b[index]);
}

/** The section's own text as chunks of at most targetChars, cut at paragraph or smaller. */
function chunkSection(section: DocumentSection, targetChars: number): Chunk[] {
  return splitText(section.text, targetChars).map((content) => ({
    headingPath: section.headingPath,
    content,
  }));
}

/**
 * Chunks of about 400–2,000 characters following the document's headings: each section is cut
 * at paragraphs (then lines, sentences, spaces, never inside a word) to at most the target
 * size, and a chunk below the minimum takes in what follows while the result stays within the
 * maximum. Text taken in from another section keeps its heading as a line of its own; the
 * chunk keeps the heading path it started under.
 */
export function chunkSections(
  sections: readonly DocumentSection[],
  options: ChunkOptions = {},
): Chunk[] {
  const { minChars, targetChars, maxChars } = { ...chunkDefaults, ...options };
  const chunks: Chunk[] = [];
  for (const piece of sections.flatMap((section) => chunkSection(section, targetChars))) {
    const previous = chunks.at(-1);
    if (previous && previous.content.length < minChars) {
      const isSameSection = samePath(previous.headingPath, piece.headingPath);
      const heading = piece.headingPath.at(-1);
      const addition = isSameSection || !heading ? piece.content : `${heading}\n${piece.content}`;
      const merged = `${previous.content}\n\n${addition}`;
      if (merged.length <= maxChars) {
        previous.content = merged;
        continue;
      }
    }
    chunks.push({ headingPath: [...piece.headingPath], content: piece.content });
  }
  // A short last chunk joins the one before it when both fit.
  const last = chunks.at(-1);
  const beforeLast = chunks.at(-2);
  if (last && beforeLast && last.content.length < minChars) {
    const heading = last.headingPath.at(-1);
    const addition =
      samePath(last.headingPath, beforeLast.headingPath) || !heading
        ? last.content
        : `${heading}\n${last.content}`;
    if (beforeLast.content.length + addition.length + 2 <= maxChars) {
      beforeLast.content = `${beforeLast.content}\n\n${addition}`;
      chunks.pop();
    }
  }
  return chunks;
}
