// pnpm bench:chat (docs/architecture.md#chat): the real app answering POST /api/chat/stream
// through the loopback fake OpenAI server, which waits a known time before its first token.
// 10 conversations at once, many rounds each (history growing to the spec's 10 items); what
// is measured is the time to the first streamed byte minus the fake's first-token delay: the
// chat's own cost (validation, retrieval, prompt, model client, first event). Target p95 <= 50 ms.
import { type ChatHistoryItem, createChatStreamParser } from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { indexSite } from '@phi/knowledge/site';
import { startFakeOpenAi } from '@phi/model-provider/testing';
import { openConnections } from '@phi/runtime';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const firstTokenDelayMs = 150;
const targetP95Ms = 50;
const questions = [
  'Which IoT services do you offer for facilities?',
  'Tell me about your custom voice bots',
  'What does Workstream do for shift planning?',
  'Can you build a mobile app with AI features?',
  'How do you use data science for forecasting?',
  'What is agentic software?',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

const testDb = await createTestDatabase();
await indexSite(testDb.db);
const fake = await startFakeOpenAi({
  firstTokenDelayMs,
  tokenDelayMs: 2,
  reply:
    'Our IoT work covers homes and facilities: sensors, AI cameras and smart notifications. See [AI-Powered IoT](/services/iot) for the details, or talk to our team.',
});
const resources = openConnections({ applicationName: 'phi-chat-bench', databaseUrl: testDb.url });
const env = envSchema.parse({
  DATABASE_URL: testDb.url,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  CHAT_LIMIT_PER_IP_PER_MINUTE: '100000000',
  OPENAI_API_KEY: 'bench-key',
  OPENAI_BASE_URL: fake.url,
});
const app = await buildApp({ env, ...resources });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/chat/stream`;

async function ask(message: string, history: ChatHistoryItem[]) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversationHistory: history }),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`POST /api/chat/stream answered ${response.status}: ${await response.text()}`);
  }
  const reader = response.body.getReader();
  const parser = createChatStreamParser();
  const decoder = new TextDecoder();
  let firstByteMs: number | null = null;
  let reply = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    firstByteMs ??= performance.now() - started;
    for (const event of parser.push(decoder.decode(chunk.value, { stream: true }))) {
      if (event.event === 'done') {
        reply = event.data.message.content;
      }
      if (event.event === 'error') {
        throw new Error(`error event: ${event.data.error}`);
      }
    }
  }
  if (firstByteMs === null || reply === '') {
    throw new Error('the stream ended without a done event');
  }
  return { overheadMs: firstByteMs - firstTokenDelayMs, reply };
}

async function converse(index: number): Promise<number[]> {
  const history: ChatHistoryItem[] = [];
  const overheads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const message = questions[(index + round) % questions.length] as string;
    const { overheadMs, reply } = await ask(message, history.slice(-10));
    overheads.push(overheadMs);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  return overheads;
}

let overheads: number[];
try {
  // Warm-up: the first requests compile schemas and open pool connections.
  await Promise.all(
    Array.from({ length: conversations }, (_, i) => ask(questions[i % 6] as string, [])),
  );
  overheads = (await Promise.all(Array.from({ length: conversations }, (_, i) => converse(i))))
    .flat()
    .sort((a, b) => a - b);
} finally {
  await app.close();
  await resources.close();
  await fake.close();
  await testDb.drop();
}

const median = percentile(overheads, 50);
const p95 = percentile(overheads, 95);
console.log(
  `POST /api/chat/stream: ${conversations} conversations x ${rounds} rounds (${overheads.length} answers), fake first token after ${firstTokenDelayMs} ms`,
);
console.log('  time to first streamed byte minus the first-token delay:');
console.log(
  `  median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${targetP95Ms} ms)`,
);
const isMet = p95 <= targetP95Ms;
console.log(isMet ? 'target met' : 'target NOT met');
process.exitCode = isMet ? 0 : 1;
