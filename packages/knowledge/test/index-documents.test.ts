import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../src/search/search-knowledge.ts';
import { indexDocuments } from '../src/store/index-documents.ts';
import type { KnowledgeDocumentInput } from '../src/store/knowledge-document.ts';
import { useKnowledgeDatabase } from './knowledge-database.ts';

const pricing: KnowledgeDocumentInput = {
  key: '/pricing',
  title: 'Plans',
  path: '/pricing',
  sections: [
    { headingPath: ['Pricing'], text: 'Starter is £500 per month. Growth is £900 per month.' },
    { headingPath: ['Support'], text: 'A named specialist answers within two hours.' },
  ],
};
const menu: KnowledgeDocumentInput = {
  key: '/menu',
  title: 'Lunch menu',
  path: '/menu',
  sections: [{ headingPath: [], text: 'Tomato soup with sourdough bread. Crème brûlée.' }],
};

describe('indexDocuments', () => {
  const database = useKnowledgeDatabase();

  it('stores chunks with their heading path, skips unchanged documents and removes gone ones', async () => {
    const { db } = database.current;
    expect(await indexDocuments(db, 'site', [pricing, menu])).toEqual({
      indexed: 2,
      unchanged: 0,
      removed: 0,
      chunks: 2,
    });
    const chunks = await db
      .selectFrom('knowledgeChunks')
      .select(['collection', 'title', 'headingPath', 'content'])
      .orderBy('title')
      .execute();
    expect(chunks).toEqual([
      {
        collection: 'site',
        title: 'Lunch menu',
        headingPath: [],
        content: 'Tomato soup with sourdough bread. Crème brûlée.',
      },
      {
        collection: 'site',
        title: 'Plans',
        headingPath: ['Pricing'],
        content:
          'Starter is £500 per month. Growth is £900 per month.\n\nSupport\nA named specialist answers within two hours.',
      },
    ]);
    const before = await db.selectFrom('knowledgeDocuments').select(['id', 'updatedAt']).execute();

    expect(await indexDocuments(db, 'site', [pricing, menu])).toMatchObject({
      indexed: 0,
      unchanged: 2,
    });
    const changed = { ...menu, sections: [{ headingPath: [], text: 'Pea soup.' }] };
    expect(await indexDocuments(db, 'site', [pricing, changed])).toMatchObject({
      indexed: 1,
      unchanged: 1,
    });
    const after = await db.selectFrom('knowledgeDocuments').select(['id', 'updatedAt']).execute();
    // Re-indexing keeps each document's row (and id).
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());

    // The site collection is always indexed whole: the menu is gone.
    expect(await indexDocuments(db, 'site', [pricing])).toMatchObject({ removed: 1 });
    expect(await db.selectFrom('knowledgeChunks').select('title').execute()).toEqual([
      { title: 'Plans' },
    ]);
  });

  it("keeps collections apart and leaves a voice bot's other documents alone", async () => {
    const { db } = database.current;
    await indexDocuments(db, 'site', [pricing]);
    await indexDocuments(db, 'voicebot_1', [menu], {});
    await indexDocuments(db, 'voicebot_1', [{ ...pricing, key: 'prices.pdf', source: 'upload' }]);
    const documents = await db
      .selectFrom('knowledgeDocuments')
      .select(['collection', 'voicebotId', 'documentKey', 'source'])
      .orderBy('collection')
      .orderBy('documentKey')
      .execute();
    expect(documents).toEqual([
      { collection: 'site', voicebotId: null, documentKey: '/pricing', source: 'site' },
      {
        collection: 'voicebot_1',
        voicebotId: 'voicebot_1',
        documentKey: '/menu',
        source: 'upload',
      },
      {
        collection: 'voicebot_1',
        voicebotId: 'voicebot_1',
        documentKey: 'prices.pdf',
        source: 'upload',
      },
    ]);
    const found = await searchKnowledge(db, { collection: 'site', query: 'soup', limit: 3 });
    expect(found.passages).toEqual([]);
    const botFound = await searchKnowledge(db, {
      collection: 'voicebot_1',
      query: 'soup',
      limit: 3,
    });
    expect(botFound.passages.map((passage) => passage.path)).toEqual(['/menu']);
  });

  it('lets two indexers of one collection take turns, the second finding the work done', async () => {
    const { db } = database.current;
    const [first, second] = await Promise.all([
      indexDocuments(db, 'site', [pricing, menu]),
      indexDocuments(db, 'site', [pricing, menu]),
    ]);
    expect([first.indexed, second.indexed].sort()).toEqual([0, 2]);
    expect([first.unchanged, second.unchanged].sort()).toEqual([0, 2]);
    const terms = await db
      .selectFrom('knowledgeTerms')
      .select(['term', 'chunkCount'])
      .where('term', 'in', ['soup', 'specialist'])
      .orderBy('term')
      .execute();
    expect(terms).toEqual([
      { term: 'soup', chunkCount: 1 },
      { term: 'specialist', chunkCount: 1 },
    ]);
  });

  it('refuses two documents with one key', async () => {
    await expect(indexDocuments(database.current.db, 'site', [menu, menu])).rejects.toThrow(
      'Document key /menu appears twice',
    );
  });
});

describe('searchKnowledge', () => {
  const database = useKnowledgeDatabase();

  it('finds a chunk by its heading, corrects typos from the collection words, and folds accents', async () => {
    const { db } = database.current;
    await indexDocuments(db, 'site', [pricing, menu]);
    const byHeading = await searchKnowledge(db, {
      collection: 'site',
      query: 'how much does it cost per month',
      limit: 3,
    });
    expect(byHeading.passages[0]).toMatchObject({
      title: 'Plans',
      path: '/pricing',
      headingPath: ['Pricing'],
    });
    expect(byHeading.passages[0]?.score).toBeGreaterThan(0);

    const typo = await searchKnowledge(db, {
      collection: 'site',
      query: 'specalist',
      limit: 3,
    });
    expect(typo.corrections).toEqual({ specalist: 'specialist' });
    expect(typo.passages.map((passage) => passage.path)).toEqual(['/pricing']);

    const accents = await searchKnowledge(db, {
      collection: 'site',
      query: 'creme brulee',
      limit: 3,
    });
    expect(accents.passages.map((passage) => passage.path)).toEqual(['/menu']);
  });

  it('answers nothing relevant for a question the collection does not cover', async () => {
    const { db } = database.current;
    await indexDocuments(db, 'site', [pricing, menu]);
    for (const query of ['what is the weather in Paris', 'write me a poem about cats', '???']) {
      const result = await searchKnowledge(db, { collection: 'site', query, limit: 3 });
      expect(result.passages, query).toEqual([]);
    }
  });

  it('cuts an excerpt around the first query word', async () => {
    const { db } = database.current;
    const long = `${'Introduction text that sets the scene. '.repeat(20)}Refunds arrive within 14 days. ${'Closing words. '.repeat(20)}`;
    await indexDocuments(db, 'site', [
      {
        key: '/returns',
        title: 'Returns',
        path: '/returns',
        sections: [{ headingPath: [], text: long }],
      },
    ]);
    const { passages } = await searchKnowledge(db, {
      collection: 'site',
      query: 'refunds',
      limit: 1,
    });
    expect(passages[0]?.excerpt).toMatch(/^… .*Refunds arrive within 14 days\..* …$/);
    expect(passages[0]?.excerpt.length).toBeLessThanOrEqual(306);
    expect(passages[0]?.content).toBe(long.trim());
  });
});
