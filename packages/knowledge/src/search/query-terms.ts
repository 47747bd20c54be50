import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';
import { isTypoOf } from './edit-distance.ts';
import { synonymsOf } from './synonyms.ts';

/**
 * One word of the question as stems to search for (itself and its synonyms: a chunk holding
 * any of them holds the term); `weight` below 1 when it comes from a typo correction.
 */
export interface QueryTerm {
  lexemes: string[];
  weight: number;
}

export interface AnalysedQuery {
  terms: QueryTerm[];
  /** Words replaced by a word of the collection, e.g. { prcing: 'pricing' }. */
  corrections: Record<string, string>;
}

interface WordAnalysis {
  word: string;
  known: boolean;
  lexemes: string[];
}

interface Suggestions {
  suggestions: string[] | null;
  suggestion_lexemes: string[] | null;
}

// A corrected word is likelier than not what was meant, but not certain.
const correctionWeight = 0.75;

/**
 * Stems the question's words with the collection's own text search configuration, and
 * replaces a word the collection has neither as written nor by its stem ("prices" is known
 * when "price" is) by the most similar word it has: trigram candidates, then at most one or
 * two edits by word length.
 */
export async function analyseQuery(
  db: Kysely<Database>,
  collection: string,
  words: readonly string[],
): Promise<AnalysedQuery> {
  const { rows: analysed } = await sql<WordAnalysis>`
    select q.word,
      (
        exists (
          select 1 from knowledge_terms t where t.collection = ${collection} and t.term = q.word
        )
        or exists (
          select 1 from knowledge_lexemes l
          where l.collection = ${collection}
            and l.lexeme = any(tsvector_to_array(to_tsvector('english', q.word)))
        )
      ) as known,
      tsvector_to_array(to_tsvector('english', q.word)) as lexemes
    from unnest(${[...words]}::text[]) with ordinality as q(word, ord)
    order by q.ord
  `.execute(db.withoutPlugins());
  // Only words the collection lacks are looked up by trigram: most questions have none.
  const unknown = analysed
    .filter((row) => !row.known && row.lexemes.length > 0 && row.word.length >= 4)
    .map((row) => row.word);
  const suggestions = new Map<string, Suggestions>();
  if (unknown.length > 0) {
    const { rows } = await sql<Suggestions & { word: string }>`
      select q.word, s.suggestions, s.suggestion_lexemes
      from unnest(${unknown}::text[]) as q(word)
      cross join lateral (
        select array_agg(c.term order by c.rank) as suggestions,
          array_agg(array_to_string(tsvector_to_array(to_tsvector('english', c.term)), ' ')
            order by c.rank) as suggestion_lexemes
        from (
          select t.term, row_number() over (
            order by similarity(t.term, q.word) desc, t.chunk_count desc
          ) as rank
          from knowledge_terms t
          where t.collection = ${collection} and t.term % q.word
          order by similarity(t.term, q.word) desc, t.chunk_count desc
          limit 5
        ) c
      ) s
    `.execute(db.withoutPlugins());
    for (const row of rows) {
      suggestions.set(row.word, row);
    }
  }
  const rows = analysed.map((row) => ({
    ...row,
    suggestions: suggestions.get(row.word)?.suggestions ?? null,
    suggestion_lexemes: suggestions.get(row.word)?.suggestion_lexemes ?? null,
  }));

  // Keyed by the term's first stem, so a word and its synonym asked together count once.
  const terms = new Map<string, QueryTerm>();
  const corrections: Record<string, string> = {};
  const add = (lexemes: readonly string[], weight: number) => {
    for (const lexeme of lexemes) {
      if (lexeme === '') {
        continue;
      }
      const group = synonymsOf(lexeme);
      const key = group[0] ?? lexeme;
      const known = terms.get(key);
      terms.set(key, { lexemes: [...group], weight: Math.max(known?.weight ?? 0, weight) });
    }
  };
  for (const row of rows) {
    // A stop word's suggestion (dose → does) drops the word, as the stop word itself would be.
    if (row.known || row.lexemes.length === 0) {
      add(row.lexemes, 1);
      continue;
    }
    const index = (row.suggestions ?? []).findIndex((candidate) => isTypoOf(row.word, candidate));
    const suggestion = row.suggestions?.[index];
    const lexemes = row.suggestion_lexemes?.[index];
    if (index >= 0 && suggestion && lexemes) {
      corrections[row.word] = suggestion;
      add(lexemes.split(' '), correctionWeight);
    } else {
      add(row.lexemes, 1);
    }
  }
  return { terms: [...terms.values()], corrections };
}
