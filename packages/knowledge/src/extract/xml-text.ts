import { Parser } from 'htmlparser2';
import type { ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';

interface Element {
  name: string;
  text: string;
  hasChildren: boolean;
}

/**
 * XML as "element: text" lines for elements holding text; an element of records ends a
 * paragraph, so each record stays together in a chunk. Attributes, comments and processing
 * instructions are left out; entities are decoded.
 */
export function extractXml(text: string, fileName: string): ExtractedDocument {
  if (!text.trimStart().startsWith('<')) {
    throw new ExtractionError('unreadable', `${fileName} is not XML: it does not start with a tag`);
  }
  const stack: Element[] = [];
  const out: string[] = [];
  let title = '';
  const parser = new Parser(
    {
      onopentag(name) {
        const parent = stack.at(-1);
        if (parent) {
          parent.hasChildren = true;
        }
        stack.push({ name, text: '', hasChildren: false });
      },
      ontext(data) {
        const current = stack.at(-1);
        if (current) {
          current.text += data;
        }
      },
      onclosetag() {
        const element = stack.pop();
        if (!element) {
          return;
        }
        const value = element.text.replace(/\s+/g, ' ').trim();
        if (value !== '') {
          out.push(element.hasChildren ? value : `${element.name}: ${value}`);
          if (!title && element.name.toLowerCase() === 'title') {
            title = value;
          }
        } else if (element.hasChildren && out.at(-1) !== '') {
          out.push('');
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(text);
  const body = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title, sections: body === '' ? [] : [{ headingPath: [], text: body }] };
}
