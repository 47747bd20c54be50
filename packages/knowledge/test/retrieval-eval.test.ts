import type { TestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKnowledge } from '../src/search/search-knowledge.ts';
import { siteCollection } from '../src/store/knowledge-document.ts';
import { answerableQuestions, offTopicQuestions } from './retrieval-eval.data.ts';
import { createIndexedSiteDatabase } from './site-database.ts';

function matchesExpected(path: string | null, expected: readonly string[]): boolean {
  return expected.some((want) =>
    want.endsWith('*') ? (path ?? '').startsWith(want.slice(0, -1)) : path === want,
  );
}

// The chat's retrieval over the real site collection: every marketing page, the seeded job
// postings and blog posts. Scores are printed so a change to ranking shows its effect.
describe('retrieval over the site collection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createIndexedSiteDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('finds the page answering at least 90% of visitor questions in the top 3', async () => {
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const { question, expected } of answerableQuestions) {
      const { passages } = await searchKnowledge(database.db, {
        collection: siteCollection,
        query: question,
        limit: 3,
      });
      if (!passages.some((passage) => matchesExpected(passage.path, expected))) {
        misses.push(
          `  miss: "${question}" wanted ${expected.join(' | ')}, got ${
            passages.map((passage) => passage.path).join(', ') || 'nothing relevant'
          }`,
        );
      }
    }
    const hits = answerableQuestions.length - misses.length;
    const rate = Math.round((hits / answerableQuestions.length) * 100);
    console.log(
      [`top-3 hit rate ${hits}/${answerableQuestions.length} = ${rate}%`, ...misses].join('\n'),
    );
    expect(hits / answerableQuestions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('finds nothing relevant for questions the site does not answer', async () => {
    expect(offTopicQuestions.length).toBeGreaterThanOrEqual(6);
    const answered: string[] = [];
    for (const question of offTopicQuestions) {
      const result = await searchKnowledge(database.db, {
        collection: siteCollection,
        query: question,
        limit: 3,
      });
      if (result.passages.length > 0) {
        answered.push(
          `  answered: "${question}" with ${result.passages.map((passage) => passage.path).join(', ')} (coverage ${result.bestCoverage.toFixed(2)})`,
        );
      }
    }
    console.log(
      [
        `off-topic refused ${offTopicQuestions.length - answered.length}/${offTopicQuestions.length}`,
        ...answered,
      ].join('\n'),
    );
    expect(answered).toEqual([]);
  });
});
