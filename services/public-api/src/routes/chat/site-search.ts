import type { Database } from '@phi/db';
import { type Embedder, searchKnowledge } from '@phi/knowledge';
import type { Kysely } from 'kysely';
import type { SearchSite, SitePassage } from './site-passages.ts';

// More candidates than the answer uses: pickPassages keeps one per page.
const candidates = 8;

/** The chat's retrieval: the site collection (pages, open jobs, blog posts, news). */
export function createSiteSearch(db: Kysely<Database>, embedder: Embedder | null): SearchSite {
  return async (query, signal) => {
    const result = await searchKnowledge(db, {
      collection: 'site',
      query,
      limit: candidates,
      embedder: embedder ?? undefined,
      signal,
    });
    return result.passages.flatMap((passage): SitePassage[] =>
      passage.path
        ? [
            {
              title: passage.title,
              path: passage.path,
              excerpt: passage.excerpt,
              content: passage.content,
              score: passage.score,
            },
          ]
        : [],
    );
  };
}
