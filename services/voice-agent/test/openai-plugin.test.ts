import { demoVoicebotIds } from '@phi/contracts/public';
import { seedVoiceDemo } from '@phi/db/seed-voice-demo';
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
  await seedVoiceDemo(testDb.db);
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

  it('runs a tool the model calls and sends its result back in the next request', async () => {
    fake.configure({
      apiKey: 'sk-voice-test',
      scriptedReplies: [
        {
          toolCalls: [
            {
              name: 'checkRoomAvailability',
              arguments: { checkIn: '2026-12-20', checkOut: '2026-12-22', guests: 4 },
            },
          ],
        },
        'The family suite is free for 498 dollars.',
      ],
    });
    const models = createSpeechModels(speechEnv(fake.url), 'sarah');
    const metadata = dispatchMetadata({ persona: 'hotel', voicebotId: demoVoicebotIds.hotel });
    const text = await startTextSession({
      db: testDb.db,
      metadata,
      llm: models.llm,
      modelName: models.names.llm,
    });
    const before = fake.chatRequests().length;
    const result = await text.session
      .run({ userInput: 'A room for four, 20 to 22 December?' })
      .wait();
    result.expect.nextEvent().isFunctionCall({
      name: 'checkRoomAvailability',
      args: { checkIn: '2026-12-20', checkOut: '2026-12-22', guests: 4 },
    });
    const output = result.expect.nextEvent().isFunctionCallOutput({ isError: false });
    expect(JSON.parse(output.event().item.output)).toMatchObject({
      nights: 2,
      rooms: [{ roomTypeId: 'family_suite', totalUsd: '498.00' }],
    });
    result.expect.nextEvent().isMessage({ role: 'assistant' });
    await text.close();

    const second = fake.chatRequests()[before + 1];
    const toolMessage = second?.messages.find((message) => message.role === 'tool') as
      | { content: string; tool_call_id: string }
      | undefined;
    expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({ nights: 2 });
    const kinds = await testDb.db
      .selectFrom('voicebotMetrics')
      .select(['actionType', 'success'])
      .where('sessionId', '=', metadata.sessionId)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { actionType: 'llm', success: true },
      { actionType: 'tool_call', success: true },
      { actionType: 'llm', success: true },
    ]);
  });
});
