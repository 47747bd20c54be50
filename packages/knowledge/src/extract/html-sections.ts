import { Parser } from 'htmlparser2';
import type { DocumentSection, ExtractedDocument } from './extracted-document.ts';
import { htmlToText } from './html-text.ts';

const headingLevels: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

interface HeadingSpan {
  level: number;
  /** Offsets in the HTML: the heading element from its '<' to after its closing '>'. */
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
}

function findHeadings(html: string): { headings: HeadingSpan[]; title: string } {
  const headings: HeadingSpan[] = [];
  let open: HeadingSpan | undefined;
  let titleText = '';
  let isInTitle = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'title' && open === undefined) {
          isInTitle = true;
        }
        const level = headingLevels[name];
        if (level !== undefined && open === undefined) {
          open = {
            level,
            start: parser.startIndex,
            innerStart: parser.endIndex + 1,
            end: -1,
            innerEnd: -1,
          };
        }
      },
      ontext(text) {
        if (isInTitle) {
          titleText += text;
        }
      },
      onclosetag(name) {
        if (name === 'title') {
          isInTitle = false;
        }
        if (open && headingLevels[name] === open.level) {
          open.innerEnd = parser.startIndex;
          open.end = parser.endIndex + 1;
          headings.push(open);
          open = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { headings, title: titleText.replace(/\s+/g, ' ').trim() };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Sections of an HTML document split at its h1–h6 headings, each with the path of headings
 * above it; the text of each part comes from the same walker the news pipeline uses. Also the
 * basis for DOCX (mammoth's HTML) and Markdown (marked's HTML), so their headings survive.
 */
export function htmlToSections(html: string): ExtractedDocument {
  const { headings, title } = findHeadings(html);
  const sections: DocumentSection[] = [];
  const path: { level: number; text: string }[] = [];
  const push = (from: number, to: number) => {
    const text = htmlToText(html.slice(from, to)).trim();
    if (text !== '') {
      sections.push({ headingPath: path.map((entry) => entry.text), text });
    }
  };
  let cursor = 0;
  let firstHeading = '';
  for (const heading of headings) {
    push(cursor, heading.start);
    const text = oneLine(htmlToText(html.slice(heading.innerStart, heading.innerEnd)));
    while (path.length > 0 && (path.at(-1)?.level ?? 0) >= heading.level) {
      path.pop();
    }
    if (text !== '') {
      path.push({ level: heading.level, text });
      firstHeading ||= text;
    }
    cursor = heading.end;
  }
  push(cursor, html.length);
  return { title: title || firstHeading, sections };
}
