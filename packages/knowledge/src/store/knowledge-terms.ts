import type { Database } from '@phi/db';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Rewrites the collection's vocabulary: every word (unaccented, lower case, unstemmed, three
 * letters or more) of its chunks' titles, headings and text, with how many chunks hold it.
 * Typo correction compares a question's words with these by trigram similarity.
 */
export async function refreshKnowledgeTerms(
  db: Kysely<Database>,
  collection: string,
): Promise<void> {
  // One transaction: a search never sees the vocabulary half rewritten.
  await db.transaction().execute((trx) => rewriteTerms(trx, collection));
}

async function rewriteTerms(trx: Transaction<Database>, collection: string): Promise<void> {
  await trx.deleteFrom('knowledgeTerms').where('collection', '=', collection).execute();
  await sql`
    insert into knowledge_terms (collection, term, chunk_count)
    select ${collection}, word, count(*)
    from knowledge_chunks c
    cross join lateral unnest(tsvector_to_array(to_tsvector('simple',
      knowledge_unaccent(c.title || ' ' || array_to_string(c.heading_path, ' ') || ' ' || c.content)
    ))) as word
    where c.collection = ${collection} and length(word) >= 3 and word ~ '^[a-z]'
    group by word
  `.execute(trx);
}
