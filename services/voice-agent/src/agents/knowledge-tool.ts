import { searchKnowledge } from '@phi/knowledge';
import { z } from 'zod';
import { measuredTool } from './measured-tool.ts';
import type { PersonaDependencies } from './persona.ts';

/** Passages handed to the model per question: enough to answer, few enough to stay fast. */
const passageLimit = 4;

export const knowledgeSearchParameters = z.object({
  query: z.string().trim().min(2).max(300).describe('The caller question, in their words'),
});

/** A knowledge-search tool over one collection (the site's, or a company bot's own). */
export function createKnowledgeTool(
  deps: PersonaDependencies,
  options: { name: string; collection: string; description: string },
) {
  return measuredTool(deps, options.name, {
    description: options.description,
    parameters: knowledgeSearchParameters,
    execute: async ({ query }) => {
      const result = await searchKnowledge(deps.db, {
        collection: options.collection,
        query,
        limit: passageLimit,
        embedder: deps.embedder ?? undefined,
      });
      if (result.passages.length === 0) {
        return { found: false, passages: [] };
      }
      return {
        found: true,
        passages: result.passages.map((passage) => ({
          title: passage.title,
          path: passage.path,
          section: passage.headingPath.join(' > ') || null,
          text: passage.excerpt,
        })),
      };
    },
  });
}
