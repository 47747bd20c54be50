import { marketingPages } from '@phi/content';
import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { sql } from 'kysely';
import { searchKnowledge } from '../src/search/search-knowledge.ts';
import { buildVectorIndex, rankByVector } from '../src/search/vector-index.ts';
import { indexSite } from '../src/site/index-site.ts';
import { pageSections } from '../src/site/page-sections.ts';
import { indexDocuments } from '../src/store/index-documents.ts';
import { siteCollection } from '../src/store/knowledge-document.ts';
import { answerableQuestions, offTopicQuestions } from '../test/retrieval-eval.data.ts';
import { formatMs, summarize, timeMs } from './measure.ts';
import { buildSyntheticDocuments, createRandom, sentencesOf } from './synthetic-documents.ts';

// Retrieval speed over the site collection plus 10,000 realistic chunks, next to a bare
// full-text query of the same table in the same run, and in-process vector ranking at the
// sizes docs/architecture.md#knowledge discusses. Uses TEST_DATABASE_URL (or an embedded
// PostgreSQL) and a fresh database it drops at the end.

const rounds = 20;
const extraChunks = 10_000;
const sectionsPerDocument = 20;

const questions = [...answerableQuestions.map((entry) => entry.question), ...offTopicQuestions];

const database = await createTestDatabase();
try {
  const { db } = database;
  await seed(db);
  const site = await indexSite(db);

  const blogText = await db.selectFrom('blogPosts').select('content').execute();
  const sentences = [
    ...[...marketingPages.values()].flatMap((page) =>
      pageSections(page).flatMap((section) => sentencesOf(section.text)),
    ),
    ...blogText.flatMap((post) => sentencesOf(post.content.replace(/[#*`>_-]/g, ' '))),
  ];
  const extra = buildSyntheticDocuments(sentences, {
    documents: extraChunks / sectionsPerDocument,
    sectionsPerDocument,
    seed: 42,
  });
  const indexingMs = await timeMs(() =>
    indexDocuments(db, siteCollection, extra, { removeMissing: false }),
  );
  const { rows: counts } = await sql<{ chunks: number }>`
    select count(*)::int as chunks from knowledge_chunks where collection = ${siteCollection}
  `.execute(db);
  await sql`analyze knowledge_chunks`.execute(db);
  await sql`analyze knowledge_terms`.execute(db);

  const bare = (question: string) =>
    sql`
      select id, content from knowledge_chunks
      where collection = ${siteCollection} and tsv @@ websearch_to_tsquery('english', ${question})
      limit 5
    `.execute(db);
  const search = (question: string) =>
    searchKnowledge(db, { collection: siteCollection, query: question, limit: 3 });

  for (const question of questions) {
    await search(question);
    await bare(question);
  }
  const searchTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const question of questions) {
      searchTimes.push(await timeMs(() => search(question)));
      bareTimes.push(await timeMs(() => bare(question)));
    }
  }
  const searched = summarize(searchTimes);
  const bared = summarize(bareTimes);

  console.log(
    `site collection: ${site.documents} documents; +${extra.length} documents of ${sectionsPerDocument} sections: ${counts[0]?.chunks} chunks in all (extra indexed in ${(indexingMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `${questions.length} questions × ${rounds} rounds = ${searchTimes.length} queries each, one at a time`,
  );
  console.log(
    `searchKnowledge        p50 ${formatMs(searched.p50)} ms   p95 ${formatMs(searched.p95)} ms`,
  );
  console.log(
    `bare tsv @@ query      p50 ${formatMs(bared.p50)} ms   p95 ${formatMs(bared.p95)} ms   (websearch_to_tsquery, limit 5)`,
  );
  console.log(
    `ratio of medians       ${(searched.p50 / bared.p50).toFixed(1)}× (p95 ${(searched.p95 / bared.p95).toFixed(1)}×)`,
  );

  // In-process vector ranking: what a collection's vectors cost per query once loaded.
  const random = createRandom(7);
  for (const [count, dimensions] of [
    [10_000, 384],
    [10_000, 1536],
    [30_000, 1536],
  ] as const) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `c${i}`,
      embedding: Array.from({ length: dimensions }, () => random() - 0.5),
    }));
    const index = buildVectorIndex('bench', rows);
    const query = Array.from({ length: dimensions }, () => random() - 0.5);
    rankByVector(index, query, 40);
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      times.push(await timeMs(() => rankByVector(index, query, 40)));
    }
    const ranked = summarize(times);
    const megabytes = (index.vectors.byteLength / 1024 / 1024).toFixed(0);
    console.log(
      `vector ranking ${count.toLocaleString('en-GB')} × ${dimensions}   p50 ${formatMs(ranked.p50)} ms   p95 ${formatMs(ranked.p95)} ms   (${megabytes} MB of Float32)`,
    );
  }
} finally {
  await database.drop();
}
