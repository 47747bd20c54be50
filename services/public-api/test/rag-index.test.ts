import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RagIndexStatus,
  ragAskResponseSchema,
  ragIndexAcceptedSchema,
  ragIndexResponseSchema,
  ragIndexStatusSchema,
  ragUploadResponseSchema,
  voicebotDetailsSchema,
  voicebotOwnerKeyHeader,
} from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { type FakeOpenAi, startFakeOpenAi } from '@phi/model-provider/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase, testRedisUrl } from './helper.ts';
import { buildRagMultipart, knowledgeFixtures, newVoicebotId } from './rag-fixtures.ts';

// The builder's whole path, end to end: upload over HTTP, POST /api/rag/index queues
// voicebot.index on Redis, the real news worker (its own process, as compose runs it) extracts
// and indexes into the bot's collection, the client polls the run, then asks its bot.

const workerMain = fileURLToPath(new URL('../../news-worker/src/main.ts', import.meta.url));
const description =
  'Bright Smile Dental is a family dental practice in Springfield offering checkups, cleanings, whitening and implants for patients of every age.';

let testDb: TestDatabase;
let testApp: TestApp;
let modelApp: TestApp;
let fake: FakeOpenAi;
let filesDir: string;
let worker: ChildProcess;
let workerOutput = '';

beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-rag-index-'));
  const queue = {
    QUEUE_BACKEND: 'redis',
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: `phi-rag-${randomBytes(4).toString('hex')}`,
  };
  const env = { FILES_DIR: filesDir, ...queue };
  testApp = await createTestApp({ databaseUrl: testDb.url, env });
  fake = await startFakeOpenAi();
  modelApp = await createTestApp({
    databaseUrl: testDb.url,
    env: { ...env, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url },
  });
  worker = spawn(process.execPath, ['--import', 'tsx', workerMain], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', DATABASE_URL: testDb.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk: Buffer) => {
    workerOutput += chunk.toString();
  });
  worker.stderr?.on('data', (chunk: Buffer) => {
    workerOutput += chunk.toString();
  });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await testApp?.close();
  await modelApp?.close();
  await fake?.close();
  await testDb?.drop();
  await rm(filesDir, { recursive: true, force: true });
});

function withKey(key: string | undefined) {
  return key ? { [voicebotOwnerKeyHeader]: key } : {};
}

async function uploadAll(voicebotId: string): Promise<string> {
  const { payload, headers } = buildRagMultipart(voicebotId, knowledgeFixtures());
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/rag/upload',
    payload,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ragUploadResponseSchema.parse(response.json()).owner_key ?? '';
}

function indexBody(voicebotId: string, extra: Record<string, unknown> = {}) {
  return {
    user_id: `user_${Date.now()}`,
    company_name: 'Bright Smile Dental',
    bot_name: 'Ava',
    description,
    voicebot_id: voicebotId,
    voice: 'luna',
    template: 'empathetic',
    ...extra,
  };
}

/** Polls the run as the builder does, every 100 ms, collecting each status seen. */
async function pollUntilDone(jobId: string, key: string): Promise<RagIndexStatus[]> {
  const seen: RagIndexStatus[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/index/${jobId}`,
      headers: withKey(key),
    });
    expect(response.statusCode, response.body).toBe(200);
    const status = ragIndexStatusSchema.parse(response.json());
    seen.push(status);
    if (status.state === 'completed' || status.state === 'failed') {
      return seen;
    }
    if (Date.now() > deadline) {
      throw new Error(`indexing did not finish; worker output:\n${workerOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function ask(app: TestApp, voicebotId: string, question: string, key: string | undefined) {
  return app.app.inject({
    method: 'POST',
    url: '/api/rag/ask',
    headers: withKey(key),
    payload: { voicebot_id: voicebotId, question },
  });
}

describe('POST /api/rag/index with the worker, then POST /api/rag/ask', () => {
  it('indexes every file and the description into the bot’s own collection and answers from the right file', async () => {
    const voicebotId = newVoicebotId();
    const key = await uploadAll(voicebotId);

    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/index',
      headers: withKey(key),
      payload: indexBody(voicebotId),
    });
    expect(started.statusCode, started.body).toBe(202);
    const accepted = ragIndexAcceptedSchema.parse(started.json());
    expect(accepted).toMatchObject({ state: 'waiting', percent: 0, documents_total: 9 });
    expect(accepted.owner_key).toBeUndefined();

    const seen = await pollUntilDone(accepted.job_id, key);
    const done = seen.at(-1) as RagIndexStatus;
    expect(done.state, JSON.stringify(done)).toBe('completed');
    expect(done).toMatchObject({ percent: 100, documents_processed: 9, skipped: [], error: null });
    const percents = seen.map((status) => status.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const chunks = await testDb.db
      .selectFrom('knowledgeChunks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('collection', '=', voicebotId)
      .executeTakeFirstOrThrow();
    expect(ragIndexResponseSchema.parse(done)).toEqual({
      voicebot_id: voicebotId,
      files_count: 8,
      chunks_count: Number(chunks.count),
    });
    expect(Number(chunks.count)).toBeGreaterThanOrEqual(9);
    const documents = await testDb.db
      .selectFrom('knowledgeDocuments')
      .select(['source', 'voicebotId'])
      .where('collection', '=', voicebotId)
      .execute();
    expect(documents).toHaveLength(9);
    expect(documents.filter((row) => row.source === 'description')).toHaveLength(1);

    const profile = await testDb.db
      .selectFrom('voicebotProfiles')
      .selectAll()
      .where('voicebotId', '=', voicebotId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      companyName: 'Bright Smile Dental',
      description,
      configuration: { botName: 'Ava', voice: 'luna', template: 'empathetic' },
    });
    const details = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/voicebots/${voicebotId}`,
      headers: withKey(key),
    });
    expect(voicebotDetailsSchema.parse(details.json())).toMatchObject({
      status: 'ready',
      files_count: 8,
      chunks_count: Number(chunks.count),
      bot_name: 'Ava',
      voice: 'luna',
      template: 'empathetic',
    });

    const cases = [
      ['When are refunds paid?', 'Support_Handbook.pdf', '14 days'],
      ['Where can visitors park?', 'visitor-guide.docx', 'basement garage'],
      ['What is the emergency dentist phone number?', 'emergency.txt', '555-0199'],
      ['Is the tiramisu fresh?', 'menu.md', 'every morning'],
      ['How much is teeth whitening?', 'prices.csv', '250 dollars'],
      ['How long is the implant warranty?', 'warranty.json', 'three year'],
      ['Are guide dogs allowed?', 'policies.xml', 'Guide dogs'],
      ['Is the practice near the railway station?', 'directions.html', 'railway station'],
    ] as const;
    for (const [question, file, fact] of cases) {
      const response = await ask(testApp, voicebotId, question, key);
      expect(response.statusCode, response.body).toBe(200);
      const answer = ragAskResponseSchema.parse(response.json());
      expect(answer.source, question).toBe('documents');
      expect(answer.citations[0]?.file_name, question).toBe(file);
      expect(answer.answer, question).toContain(fact);
      expect(answer.answer).toContain(`From ${file}:`);
    }
    const offTopic = ragAskResponseSchema.parse(
      (await ask(testApp, voicebotId, 'Write me a poem about the weather in Paris', key)).json(),
    );
    expect(offTopic).toMatchObject({ source: 'none', citations: [] });

    // Through the model: the passages reach it as quoted data and the answer keeps the citations.
    fake.configure({ reply: 'Refunds are paid within 14 days [Support_Handbook.pdf].' });
    const modelAnswer = ragAskResponseSchema.parse(
      (await ask(modelApp, voicebotId, 'When are refunds paid?', key)).json(),
    );
    expect(modelAnswer).toMatchObject({
      source: 'model',
      answer: 'Refunds are paid within 14 days [Support_Handbook.pdf].',
    });
    expect(modelAnswer.citations[0]?.file_name).toBe('Support_Handbook.pdf');
    const prompt = fake.chatRequests().at(-1)?.messages ?? [];
    expect(prompt[0]?.content).toContain(
      'You are Ava, the voice assistant of Bright Smile Dental.',
    );
    expect(prompt[1]?.content).toContain('file="Support_Handbook.pdf"');

    // Another visitor: cannot index, poll, ask or delete.
    const intruder = 'B'.repeat(43);
    const steal = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/index',
      headers: withKey(intruder),
      payload: indexBody(voicebotId, { company_name: 'Evil Corp' }),
    });
    expect(steal.statusCode).toBe(403);
    const claimed = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/index',
      payload: indexBody(voicebotId),
    });
    expect(claimed.statusCode).toBe(409);
    const peek = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/index/${accepted.job_id}`,
      headers: withKey(intruder),
    });
    expect(peek.statusCode).toBe(404);

    // The owner deletes it: bot, files and chunks go.
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/rag/voicebots/${voicebotId}`,
      headers: withKey(key),
    });
    expect(removed.statusCode).toBe(204);
    const leftChunks = await testDb.db
      .selectFrom('knowledgeChunks')
      .select('id')
      .where('collection', '=', voicebotId)
      .execute();
    expect(leftChunks).toEqual([]);
    expect(
      await testDb.db
        .selectFrom('storedFiles')
        .select('id')
        .where('usedBy', '=', voicebotId)
        .execute(),
    ).toEqual([]);
    expect(await readdir(filesDir)).toEqual([]);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/voicebots/${voicebotId}`,
      headers: withKey(key),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('creates a bot from a description alone and refuses an index with neither files nor one', async () => {
    const voicebotId = newVoicebotId();
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/index',
      payload: indexBody(voicebotId, { description: null }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(
      'Please provide either files or a description (or both) to create your voicebot',
    );
    expect(
      await testDb.db
        .selectFrom('voicebotOwners')
        .select('voicebotId')
        .where('voicebotId', '=', voicebotId)
        .execute(),
    ).toEqual([]);

    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/index',
      payload: indexBody(voicebotId),
    });
    expect(started.statusCode, started.body).toBe(202);
    const accepted = ragIndexAcceptedSchema.parse(started.json());
    expect(accepted.owner_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const done = (await pollUntilDone(accepted.job_id, accepted.owner_key ?? '')).at(-1);
    expect(done).toMatchObject({ state: 'completed', files_count: 0, documents_total: 1 });
    expect(done?.chunks_count).toBeGreaterThanOrEqual(1);
    const answer = ragAskResponseSchema.parse(
      (await ask(testApp, voicebotId, 'Do you offer teeth whitening?', accepted.owner_key)).json(),
    );
    expect(answer.citations[0]?.file_name).toBe('Company description');
  });
});
