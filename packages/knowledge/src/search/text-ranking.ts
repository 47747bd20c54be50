import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';
import type { QueryTerm } from './query-terms.ts';

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

// ts_rank_cd's weights for D, C, B, A: body text C, headings B, title A.
const rankWeights = '{0.1, 0.3, 0.6, 1.0}';

/**
 * Chunks holding any of the terms (OR: a chat question's words rarely all appear in one
 * chunk), best first. Each term weighs by its rarity in the collection, idf = ln(1 + N / (1 +
 * chunks holding it)); a chunk's coverage is the weight of the terms it holds over the weight
 * of all of them, so a question whose rare words the collection lacks ("weather in Paris")
 * covers little anywhere. score = coverage × (0.5 + rank).
 */
export async function rankByText(
  db: Kysely<Database>,
  collection: string,
  terms: readonly QueryTerm[],
  limit: number,
): Promise<TextHit[]> {
  if (terms.length === 0) {
    return [];
  }
  const queries = terms.map((term) => termQuery(term.lexemes));
  const anyTerm = queries.join(' | ');
  const hits = sql.join(queries.map((query) => sql`c.tsv @@ ${query}::tsquery`));
  const idf = (index: number) => sql`ln(1 + total.n / (1 + counted.dfs[${sql.lit(index + 1)}]))`;
  const matched = sql.join(
    terms.map(
      (term, index) =>
        sql`(case when counted.hits[${sql.lit(index + 1)}] then ${sql.lit(term.weight)} * ${idf(index)} else 0 end)`,
    ),
    sql` + `,
  );
  const all = sql.join(
    terms.map((_, index) => idf(index)),
    sql` + `,
  );
  const dfs = sql.join(
    terms.map((_, index) => sql`count(*) filter (where cand.hits[${sql.lit(index + 1)}]) over ()`),
  );
  const { rows } = await sql<Row>`
    with total as (
      select greatest(count(*), 1)::float8 as n from knowledge_chunks
      where collection = ${collection}
    ),
    cand as (
      select c.id, c.document_id, c.title, c.heading_path, c.content,
        ts_rank_cd(${rankWeights}::float4[], c.tsv, ${anyTerm}::tsquery, 32) as rank,
        array[${hits}] as hits
      from knowledge_chunks c
      where c.collection = ${collection} and c.tsv @@ ${anyTerm}::tsquery
    ),
    counted as (
      select cand.*, array[${dfs}] as dfs from cand
    ),
    scored as (
      select counted.*, (${matched}) / nullif(${all}, 0) as coverage
      from counted, total
    )
    select s.id, d.document_key, s.title, d.path, s.heading_path, s.content,
      s.coverage, s.rank, s.coverage * (0.5 + s.rank) as score
    from scored s
    join knowledge_documents d on d.id = s.document_id
    order by score desc, s.id
    limit ${limit}
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
