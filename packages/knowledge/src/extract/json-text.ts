import type { DocumentSection, ExtractedDocument } from './extracted-document.ts';
import { ExtractionError } from './extraction-error.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const maxDepth = 32;

function isRecord(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "key: value" lines of one value, nested keys joined with " > ". */
function lines(value: Json, path: string[], depth: number, out: string[]): void {
  if (depth > maxDepth) {
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      lines(item, path, depth + 1, out);
    }
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      lines(item, [...path, key], depth + 1, out);
    }
  } else if (value !== null && String(value).trim() !== '') {
    const name = path.join(' > ');
    out.push(name ? `${name}: ${String(value)}` : String(value));
  }
}

function paragraphOf(value: Json, path: string[]): string {
  const out: string[] = [];
  lines(value, path, 0, out);
  return out.join('\n');
}

/**
 * JSON as "key: value" lines: each element of a top-level array (or of a top-level key's
 * array) is one paragraph, so a record stays together in a chunk; a top-level key holding an
 * object or array becomes a heading.
 */
export function extractJson(text: string, fileName: string): ExtractedDocument {
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch (error) {
    throw new ExtractionError('unreadable', `${fileName} is not valid JSON`, { cause: error });
  }
  const sections: DocumentSection[] = [];
  const add = (headingPath: string[], items: Json[]) => {
    const text = items
      .map((item) => paragraphOf(item, []))
      .filter((paragraph) => paragraph !== '')
      .join('\n\n');
    if (text !== '') {
      sections.push({ headingPath, text });
    }
  };
  if (Array.isArray(value)) {
    add([], value);
  } else if (isRecord(value)) {
    const scalars: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'object' && item !== null) {
        add([key], Array.isArray(item) ? item : [item]);
      } else {
        scalars[key] = item;
      }
    }
    const head = paragraphOf(scalars, []);
    if (head !== '') {
      sections.unshift({ headingPath: [], text: head });
    }
  } else {
    add([], [value]);
  }
  const title = isRecord(value) && typeof value.title === 'string' ? value.title : '';
  return { title, sections };
}
