import { createModelProvider, type Embedder } from '@phi/model-provider';
import { type FakeOpenAi, startFakeOpenAi } from '@phi/model-provider/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKnowledge } from '../src/search/search-knowledge.ts';
import { indexDocuments } from '../src/store/index-documents.ts';
import type { KnowledgeDocumentInput } from '../src/store/knowledge-document.ts';
import { useKnowledgeDatabase } from './knowledge-database.ts';

const documents: KnowledgeDocumentInput[] = [
  {
    key: '/pricing',
    title: 'Plans',
    path: '/pricing',
    sections: [{ headingPath: ['Pricing'], text: 'Starter is £500 per month, billed monthly.' }],
  },
  {
    key: '/menu',
    title: 'Lunch menu',
    path: '/menu',
    sections: [{ headingPath: [], text: 'Tomato soup with sourdough bread.' }],
  },
];

// The embedding model is a paid third-party API: the loopback fake OpenAI server of
// @phi/model-provider stands in for it, reached through the real provider and SDK.
describe('retrieval with an embedder', () => {
  const database = useKnowledgeDatabase();
  let fake: FakeOpenAi;
  let embedder: Embedder;
  const embedderFor = (model: string): Embedder => {
    const provider = createModelProvider({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.url,
      OPENAI_CHAT_MODEL: 'fake-chat',
      OPENAI_EMBEDDING_MODEL: model,
      OPENAI_TIMEOUT_MS: 10_000,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
    });
    if (!provider?.embedder) {
      throw new Error('the provider has no embedder');
    }
    return provider.embedder;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({ embeddingDimensions: 96 });
    embedder = embedderFor('fake-embedding-1');
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('stores a vector per chunk with its model, and embeds again only for another model', async () => {
    const { db } = database.current;
    expect(await indexDocuments(db, 'site', documents, { embedder })).toMatchObject({ indexed: 2 });
    const chunks = await db
      .selectFrom('knowledgeChunks')
      .select(['embedding', 'embeddingModel'])
      .execute();
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) {
      expect(chunk.embeddingModel).toBe('fake-embedding-1');
      expect(chunk.embedding).toHaveLength(96);
    }
    expect(await indexDocuments(db, 'site', documents, { embedder })).toMatchObject({
      indexed: 0,
      unchanged: 2,
    });
    // Without an embedder the stored vectors are kept as they are.
    expect(await indexDocuments(db, 'site', documents)).toMatchObject({ unchanged: 2 });
    expect(
      await indexDocuments(db, 'site', documents, { embedder: embedderFor('fake-embedding-2') }),
    ).toMatchObject({ indexed: 2 });
    const models = await db.selectFrom('knowledgeChunks').select('embeddingModel').execute();
    expect(models.map((row) => row.embeddingModel)).toEqual([
      'fake-embedding-2',
      'fake-embedding-2',
    ]);
  });

  it('fuses vector and text rankings, and still refuses an off-topic question', async () => {
    const { db } = database.current;
    await indexDocuments(db, 'site', documents, { embedder });
    const before = fake.requests.length;
    const result = await searchKnowledge(db, {
      collection: 'site',
      query: 'sourdough bread soup',
      limit: 3,
      embedder,
    });
    expect(result.passages[0]?.path).toBe('/menu');
    expect(result.bestSimilarity).toBeGreaterThan(0.5);
    const embeddingCalls = fake.requests
      .slice(before)
      .filter((request) => request.path.endsWith('/embeddings'));
    expect(embeddingCalls).toHaveLength(1);

    const offTopic = await searchKnowledge(db, {
      collection: 'site',
      query: 'who won the world cup',
      limit: 3,
      embedder,
    });
    expect(offTopic.passages).toEqual([]);
  });
});
