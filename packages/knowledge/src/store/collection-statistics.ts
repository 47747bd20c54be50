import type { Database } from '@phi/db';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Rewrites what a search reads before the chunks, in one transaction (a search never sees
 * them half rewritten):
 * - the collection's chunk count;
 * - how many chunks hold each stemmed word (the tsvectors' lexemes), to weigh a question's
 *   words by rarity;
 * - every word (unaccented, lower case, unstemmed, three letters or more) of the chunks'
 *   titles, headings and text, which typo correction compares a question's words with.
 */
export async function refreshCollectionStatistics(
  db: Kysely<Database>,
  collection: string,
): Promise<void> {
  await db.transaction().execute((trx) => rewriteStatistics(trx, collection));
}

async function rewriteStatistics(trx: Transaction<Database>, collection: string): Promise<void> {
  await trx.deleteFrom('knowledgeTerms').where('collection', '=', collection).execute();
  await trx.deleteFrom('knowledgeLexemes').where('collection', '=', collection).execute();
  await sql`
    insert into knowledge_collections (collection, chunk_count, updated_at)
    select ${collection}, count(*), now() from knowledge_chunks where collection = ${collection}
    on conflict (collection) do update
      set chunk_count = excluded.chunk_count, updated_at = excluded.updated_at
  `.execute(trx);
  await sql`
    insert into knowledge_lexemes (collection, lexeme, chunk_count)
    select ${collection}, l.lexeme, count(*)
    from knowledge_chunks c cross join lateral unnest(c.tsv) as l
    where c.collection = ${collection}
    group by l.lexeme
  `.execute(trx);
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
