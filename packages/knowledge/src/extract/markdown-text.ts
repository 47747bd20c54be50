import { Marked } from 'marked';
import type { ExtractedDocument } from './extracted-document.ts';
import { htmlToSections } from './html-sections.ts';

// One instance with default options, never the shared global one another module may configure.
const markdown = new Marked({ async: false, gfm: true });

/** Markdown through marked's HTML: `#` and underlined headings become the heading path. */
export function extractMarkdown(text: string): ExtractedDocument {
  return htmlToSections(markdown.parse(text, { async: false }));
}
