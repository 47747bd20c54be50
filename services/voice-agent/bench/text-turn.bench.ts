// pnpm bench:agent (docs/architecture.md#voice-agent): the agent's own overhead per text turn,
// next to the model's own time in the same run. A turn is the general persona (Phi) in text
// mode with the openai plugin against the loopback fake OpenAI server and its metrics written
// to PostgreSQL, as in a call. Measured per turn: user text → the model's request arriving
// (prompt building, tools, HTTP), the model's last token → the reply event, and the model's
// own time (request arrival → answer complete). The machine is shared and noisy: p50 and p95.
import { initializeLogger, voice } from '@livekit/agents';
import { demoVoicebotIds, parseVoiceDispatchMetadata } from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { startFakeOpenAi } from '@phi/model-provider/testing';
import { defaultPriceTable } from '../src/metrics/price-table.ts';
import { startSessionRecorder } from '../src/metrics/session-recorder.ts';
import { createSpeechModels } from '../src/speech/speech-models.ts';
import { startVoiceSession } from '../src/voice-session.ts';

const turns = Number(process.env.BENCH_TURNS ?? 60);
const warmup = 5;
const firstTokenDelayMs = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 40);
const tokenDelayMs = Number(process.env.BENCH_TOKEN_MS ?? 2);

initializeLogger({ pretty: false, level: 'error' });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const format = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95)
    .toFixed(1)
    .padStart(7)} ms`;

const testDb = await createTestDatabase();
const fake = await startFakeOpenAi({ firstTokenDelayMs, tokenDelayMs });
try {
  const parsed = parseVoiceDispatchMetadata(
    JSON.stringify({
      persona: 'general',
      voicebotId: demoVoicebotIds.general,
      sessionId: crypto.randomUUID(),
      companyName: 'Phi Automation',
    }),
  );
  if (!parsed.ok) {
    throw new Error(parsed.reason);
  }
  const models = createSpeechModels(
    {
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: fake.url,
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_EMBEDDING_MODEL: undefined,
      OPENAI_TIMEOUT_MS: 30_000,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
      OPENAI_STT_MODEL: 'gpt-4o-mini-transcribe',
      OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
    },
    'neo',
  );
  const recorder = await startSessionRecorder(
    testDb.db,
    { ...parsed.metadata, roomName: 'phi_room_bench', workerId: 'bench' },
    { warn: (fields: unknown, message?: string) => console.warn(message, fields) } as never,
  );
  const started = await startVoiceSession({
    metadata: parsed.metadata,
    deps: { db: testDb.db, embedder: null, now: () => new Date() },
    recorder,
    prices: defaultPriceTable,
    models: { llm: models.llm, names: { ...models.names, stt: null, tts: null } },
  });
  if (!started.ok) {
    throw new Error(started.reason);
  }
  const { session } = started;

  const toRequest: number[] = [];
  const afterLastToken: number[] = [];
  const modelTime: number[] = [];
  for (let turn = 0; turn < warmup + turns; turn++) {
    const index = fake.requests.length;
    let repliedAt = 0;
    const onItem = (event: voice.ConversationItemAddedEvent) => {
      if (event.item.type === 'message' && event.item.role === 'assistant') {
        repliedAt = performance.now();
      }
    };
    session.on(voice.AgentSessionEventTypes.ConversationItemAdded, onItem);
    const startedAt = performance.now();
    const run = session.run({ userInput: `Question ${turn}: what does Phi automate?` }).wait();
    const request = await fake.waitForRequest(index, 30_000);
    const arrivedAt = performance.now();
    await request.closed;
    const answeredAt = performance.now();
    await run;
    session.off(voice.AgentSessionEventTypes.ConversationItemAdded, onItem);
    if (turn >= warmup) {
      toRequest.push(arrivedAt - startedAt);
      modelTime.push(answeredAt - arrivedAt);
      afterLastToken.push(repliedAt - answeredAt);
    }
  }
  await session.close();
  await recorder.close('completed');

  console.log(
    `voice agent text turns: ${turns} (after ${warmup} warm-up), under whatever load the machine has`,
  );
  console.log(`  agent: user text -> model request     ${format(toRequest)}`);
  console.log(`  agent: last token -> reply event      ${format(afterLastToken)}`);
  console.log(
    `  fake model (first token ${firstTokenDelayMs} ms, ${tokenDelayMs} ms/token): ${format(modelTime)}`,
  );
} finally {
  await fake.close();
  await testDb.drop();
}
