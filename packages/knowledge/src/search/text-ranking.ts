import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';
import { qualifyingTermSets, requiredTerms, type WeightedTerm } from './term-weights.ts';

export interface TextHit {
  chunkId: string;
  documentKey: string;
  title: string;
  path: string | null;
  headingPath: string[];
  content: string;
  /** Share of the question's weight (by rarity in the collection) this chunk holds. */
  coverage: number;
  /** ts_rank_cd with title/heading/body weights, scaled into [0, 1). */
  rank: number;
  score: number;
}

interface Row {
  id: string;
  document_key: string;
  title: string;
  path: string | null;
  heading_path: string[];
  content: string;
  coverage: number;
  rank: number;
  score: number;
}

/** Stems as a tsquery: each quoted, so it is matched as it is and never parsed; OR'ed. */
function termQuery(lexemes: readonly string[]): string {
  const quoted = lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
  return quoted.length === 1 ? (quoted[0] ?? '') : `(${quoted.join(' | ')})`;
}

/**
 * Which chunks to score: those holding one of the qualifying term sets (exactly the chunks
 * that can reach `minCoverage`), or, when there are too many sets, any required term.
 */
function candidateQuery(terms: readonly WeightedTerm[], minCoverage: number): string {
  const sets = qualifyingTermSets(terms, minCoverage);
  if (sets) {
    return sets
      .map((set) => {
        const all = set.map((term) => termQuery(term.lexemes));
        return all.length === 1 ? (all[0] ?? '') : `(${all.join(' & ')})`;
      })
      .join(' | ');
  }
  return requiredTerms(terms, minCoverage)
    .map((term) => termQuery(term.lexemes))
    .join(' | ');
}

// ts_rank_cd's weights for D, C, B, A: body text C, headings B, title A.
const rankWeights = '{0.1, 0.3, 0.6, 1.0}';

/**
 * Chunks holding the question's words, best first. Words are OR'ed (a chat question's words
 * rarely all appear in one chunk) and weigh by rarity (WeightedTerm.idf); a chunk's coverage
 * is the weight of the terms it holds over the weight of all of them, so a question whose
 * rare words the collection lacks ("weather in Paris") covers little anywhere.
 * score = coverage × (0.5 + rank). Only chunks that can reach `minCoverage` are read
 * (candidateQuery): the others could never be returned.
 */
export async function rankByText(
  db: Kysely<Database>,
  collection: string,
  terms: readonly WeightedTerm[],
  options: { limit: number; minCoverage: number },
): Promise<TextHit[]> {
  const all = terms.reduce((sum, term) => sum + term.idf, 0);
  const filter = candidateQuery(terms, options.minCoverage);
  if (filter === '' || all <= 0) {
    return [];
  }
  const anyTerm = terms.map((term) => termQuery(term.lexemes)).join(' | ');
  const matched = sql.join(
    terms.map(
      (term) =>
        sql`(case when c.tsv @@ ${termQuery(term.lexemes)}::tsquery then ${term.weight * term.idf}::float8 else 0 end)`,
    ),
    sql` + `,
  );
  const { rows } = await sql<Row>`
    with scored as (
      select c.id, c.document_id, c.title, c.heading_path, c.content,
        ts_rank_cd(${rankWeights}::float4[], c.tsv, ${anyTerm}::tsquery, 32) as rank,
        (${matched}) / ${all}::float8 as coverage
      from knowledge_chunks c
      where c.collection = ${collection} and c.tsv @@ ${filter}::tsquery
    )
    select s.id, d.document_key, s.title, d.path, s.heading_path, s.content,
      s.coverage, s.rank, s.coverage * (0.5 + s.rank) as score
    from scored s
    join knowledge_documents d on d.id = s.document_id
    order by score desc, s.id
    limit ${options.limit}
  `.execute(db.withoutPlugins());
  return rows.map((row) => ({
    chunkId: row.id,
    documentKey: row.document_key,
    title: row.title,
    path: row.path,
    headingPath: row.heading_path,
    content: row.content,
    coverage: Number(row.coverage),
    rank: Number(row.rank),
    score: Number(row.score),
  }));
}
