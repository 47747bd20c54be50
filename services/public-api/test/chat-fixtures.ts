import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { indexSite } from '@phi/knowledge/site';
import { type FakeOpenAi, startFakeOpenAi } from '@phi/model-provider/testing';
import { createTestApp, type TestApp } from './helper.ts';

// The chat's tests: a test database whose site collection is indexed by @phi/knowledge's own
// indexing (marketing pages, the open jobs below), the loopback fake OpenAI server, and apps
// with and without a model key.

export const openJobs = [
  {
    title: 'Senior Software Engineer',
    location: 'London',
    type: 'Full Time' as const,
    description: 'Build the platform behind our voice bots and automation products.',
    requirements: ['TypeScript', 'PostgreSQL'],
    isActive: true,
  },
  {
    title: 'Product Designer',
    location: 'Remote',
    type: 'Contract' as const,
    description: 'Design the screens of our products.',
    requirements: ['Figma'],
    isActive: true,
  },
];

export const iotQuestion = 'Which IoT services do you offer for facilities?';
export const offTopicQuestion = 'What is the best recipe for banana bread?';

export interface ChatContext {
  testDb: TestDatabase;
  fake: FakeOpenAi;
  /** Answers through the fake model. */
  model: TestApp;
  /** No key: answers from the site's pages. */
  offline: TestApp;
  close(): Promise<void>;
}

export async function openChatContext(
  options: { modelEnv?: Record<string, string>; offlineEnv?: Record<string, string> } = {},
): Promise<ChatContext> {
  const testDb = await createTestDatabase();
  await testDb.db.insertInto('jobs').values(openJobs).execute();
  await indexSite(testDb.db);
  const fake = await startFakeOpenAi();
  const model = await createTestApp({
    databaseUrl: testDb.url,
    env: {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.url,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: '1000',
      OPENAI_TIMEOUT_MS: '3000',
      ...options.modelEnv,
    },
  });
  const offline = await createTestApp({
    databaseUrl: testDb.url,
    env: { CHAT_OFFLINE_WORD_DELAY_MS: '0', ...options.offlineEnv },
  });
  return {
    testDb,
    fake,
    model,
    offline,
    async close() {
      // fetch (undici) opens a spare connection after an aborted response; the server would
      // wait for it until its keep-alive timeout.
      for (const app of [model, offline]) {
        app.app.server.closeAllConnections();
      }
      await model.close();
      await offline.close();
      await fake.close();
      await testDb.drop();
    },
  };
}

export function chatBody(message: string, conversationHistory: unknown[] = []) {
  return { message, conversationHistory };
}
