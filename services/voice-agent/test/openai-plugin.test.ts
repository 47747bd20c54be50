import { demoVoicebotIds } from '@phi/contracts/public';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { type FakeOpenAi, startFakeOpenAi } from '@phi/model-provider/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechModels } from '../src/speech/speech-models.ts';
import { dispatchMetadata, startTextSession } from './text-session.ts';

// The language model as a call uses it: the openai plugin against an OpenAI-compatible server
// (the loopback fake), with its token usage metered and priced.

let testDb: TestDatabase;
let fake: FakeOpenAi;
beforeAll(async () => {
  testDb = await createTestDatabase();
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
  await testDb?.drop();
});

function speechEnv(url: string) {
  return {
    OPENAI_API_KEY: 'sk-voice-test',
    OPENAI_BASE_URL: url,
    OPENAI_CHAT_MODEL: 'gpt-4o-mini',
    OPENAI_EMBEDDING_MODEL: undefined,
    OPENAI_TIMEOUT_MS: 30_000,
    OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
    OPENAI_STT_MODEL: 'gpt-4o-mini-transcribe',
    OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
  };
}

describe('the openai plugin against an OpenAI-compatible server', () => {
  it('streams the reply, sends the persona and its tools, and meters tokens and cost', async () => {
    fake.configure({
      apiKey: 'sk-voice-test',
      scriptedReplies: ['We answer calls day and night, see /services/voice-agents.'],
    });
    const models = createSpeechModels(speechEnv(fake.url), 'neo');
    expect(models.names).toEqual({
      llm: 'gpt-4o-mini',
      stt: 'gpt-4o-mini-transcribe',
      tts: 'gpt-4o-mini-tts',
    });
    const metadata = dispatchMetadata({ persona: 'general', voicebotId: demoVoicebotIds.general });
    const text = await startTextSession({
      db: testDb.db,
      metadata,
      llm: models.llm,
      modelName: models.names.llm,
    });
    const result = await text.session.run({ userInput: 'Do you answer calls at night?' }).wait();
    result.expect.nextEvent().isMessage({ role: 'assistant' });
    await text.close();

    const [request] = fake.chatRequests() as (ReturnType<FakeOpenAi['chatRequests']>[number] & {
      tools?: { function: { name: string } }[];
    })[];
    expect(request?.model).toBe('gpt-4o-mini');
    expect(request?.stream).toBe(true);
    expect(request?.tools?.map((tool) => tool.function.name)).toEqual(['searchSite']);
    expect(JSON.stringify(request?.messages)).toContain(
      'You are Phi, the voice assistant of Phi Automation',
    );
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-voice-test');

    const llmRows = await testDb.db
      .selectFrom('voicebotMetrics')
      .selectAll()
      .where('sessionId', '=', metadata.sessionId)
      .where('actionType', '=', 'llm')
      .execute();
    expect(llmRows).toHaveLength(1);
    const [row] = llmRows;
    const details = row?.actionDetails as { promptTokens: number; completionTokens: number };
    // The fake counts words: the reply has 8 tokens.
    expect(details.completionTokens).toBe(8);
    expect(details.promptTokens).toBeGreaterThan(0);
    expect(row?.tokensUsed).toBe(details.promptTokens + details.completionTokens);
    // gpt-4o-mini in src/metrics/price-table.ts: 0.15 and 0.60 USD per million tokens.
    const expected = (details.promptTokens * 0.15 + details.completionTokens * 0.6) / 1_000_000;
    expect(Number(row?.costUsd)).toBeCloseTo(expected, 6);
  });
});
