import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import type { TextHit } from './text-ranking.ts';

/** Chunks found by vector alone, as hits without text coverage. */
export async function readChunks(db: Kysely<Database>, ids: readonly string[]): Promise<TextHit[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('knowledgeChunks as c')
    .innerJoin('knowledgeDocuments as d', 'd.id', 'c.documentId')
    .select(['c.id', 'd.documentKey', 'c.title', 'd.path', 'c.headingPath', 'c.content'])
    .where('c.id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    chunkId: row.id,
    documentKey: row.documentKey,
    title: row.title,
    path: row.path,
    headingPath: row.headingPath,
    content: row.content,
    coverage: 0,
    rank: 0,
    score: 0,
  }));
}
