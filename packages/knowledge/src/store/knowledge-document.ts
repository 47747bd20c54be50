import type { DocumentSection } from '../extract/extracted-document.ts';

export type KnowledgeSource = 'upload' | 'description' | 'site';

/** One document to index into a collection. */
export interface KnowledgeDocumentInput {
  /** Unique within the collection and stable across runs (a site path, `job:{id}`...). */
  key: string;
  title: string;
  /** Where a visitor reads it: a site path or an article's URL. */
  path?: string | null;
  sections: readonly DocumentSection[];
  /** Defaults to 'site' in the site collection, else 'upload'. */
  source?: KnowledgeSource;
  storedFileId?: string | null;
}

/** The site's own knowledge, used by the chat; a voice bot's collection is its id. */
export const siteCollection = 'site';
