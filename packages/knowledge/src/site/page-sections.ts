import { buildPageText, type MarketingPage } from '@phi/content';
import type { DocumentSection } from '../extract/extracted-document.ts';

// The page's parts flattened by buildPageText, the one flattening of marketing copy (the chat
// and voice bots index the same text the pages show), called per part so each section keeps
// its heading.
const bare: Omit<MarketingPage, 'path' | 'title' | 'description' | 'eyebrow'> = {
  heading: '',
  intro: '',
  callsToAction: [],
  highlights: [],
  sections: [],
  closing: undefined,
  highlightsHeading: undefined,
};

function textWithout(heading: string, text: string): string {
  const lines = text.split('\n');
  return (lines[0] === heading ? lines.slice(1) : lines).join('\n');
}

/** A marketing page as sections: the hero and highlights, each body section, the closing. */
export function pageSections(page: MarketingPage): DocumentSection[] {
  const sections: DocumentSection[] = [];
  const hero = buildPageText({ ...page, sections: [], closing: undefined });
  sections.push({ headingPath: [page.heading], text: textWithout(page.heading, hero) });
  for (const section of page.sections ?? []) {
    const text = buildPageText({ ...page, ...bare, sections: [section] });
    sections.push({ headingPath: [section.heading], text: textWithout(section.heading, text) });
  }
  if (page.closing) {
    const text = buildPageText({ ...page, ...bare, closing: page.closing });
    sections.push({
      headingPath: [page.closing.heading],
      text: textWithout(page.closing.heading, text),
    });
  }
  return sections
    .map((section) => ({ ...section, text: section.text.trim() }))
    .filter((section) => section.text !== '');
}
