import Papa from 'papaparse';
import type { ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';

/**
 * CSV with a header row: each row becomes a paragraph of "header: value" lines, so a chunk
 * keeps the column names that give its values meaning. Empty cells are left out.
 */
export function extractCsv(text: string, fileName: string): ExtractedDocument {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header || parsed.errors.some((error) => error.type === 'Quotes')) {
    throw new ExtractionError('unreadable', `${fileName} could not be read as CSV`);
  }
  const names = header.map((name, index) => name.trim() || `column ${index + 1}`);
  const paragraphs = rows
    .map((row) =>
      row
        .map((value, index) => [names[index] ?? `column ${index + 1}`, value.trim()] as const)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
  return {
    title: '',
    sections: paragraphs.length === 0 ? [] : [{ headingPath: [], text: paragraphs.join('\n\n') }],
  };
}
