import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createModelProvider } from './create-model-provider.ts';
import { modelProviderEnv } from './env.ts';
import { isModelProviderError, type ModelProviderError } from './model-provider-error.ts';
import { cosineSimilarity, fakeEmbedding, startFakeOpenAi } from './testing/index.ts';
import type { ModelChatChunk, ModelProvider } from './types.ts';

const fake = await startFakeOpenAi({ apiKey: 'test-key' });
afterAll(() => fake.close());

function providerWith(overrides: Record<string, string | undefined> = {}): ModelProvider {
  const env = z.object(modelProviderEnv).parse({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.url,
    OPENAI_EMBEDDING_MODEL: 'fake-embedding',
    ...overrides,
  });
  const provider = createModelProvider(env);
  if (!provider) {
    throw new Error('expected a provider');
  }
  return provider;
}

async function collect(stream: AsyncIterable<ModelChatChunk>): Promise<ModelChatChunk[]> {
  const chunks: ModelChatChunk[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk);
  }
  return chunks;
}

async function failureOf(run: () => Promise<unknown>): Promise<ModelProviderError> {
  try {
    await run();
  } catch (error) {
    if (isModelProviderError(error)) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a ModelProviderError');
}

const messages = [{ role: 'user' as const, content: 'Hello there' }];

beforeEach(() => {
  fake.configure({
    failure: 'none',
    firstTokenDelayMs: 0,
    tokenDelayMs: 0,
    reply: 'One two three.',
  });
});

describe('createModelProvider', () => {
  it('is null without a key, and defaults the chat model to gpt-4o-mini', () => {
    const env = z.object(modelProviderEnv).parse({});
    expect(env.OPENAI_CHAT_MODEL).toBe('gpt-4o-mini');
    expect(createModelProvider(env)).toBeNull();
    expect(providerWith({ OPENAI_EMBEDDING_MODEL: undefined }).embedder).toBeNull();
  });

  it('streams text deltas and the usage', async () => {
    const chunks = await collect(providerWith().streamChat({ messages }));
    const text = chunks.flatMap((chunk) => (chunk.type === 'delta' ? [chunk.text] : [])).join('');
    expect(text).toBe('One two three.');
    expect(chunks.filter((chunk) => chunk.type === 'delta').length).toBe(3);
    expect(chunks.at(-1)).toMatchObject({ type: 'usage', usage: { completionTokens: 3 } });
    const body = fake.chatRequests().at(-1);
    expect(body).toMatchObject({ model: 'gpt-4o-mini', stream: true, messages });
  });

  it('completes a chat without streaming', async () => {
    const answer = await providerWith({ OPENAI_CHAT_MODEL: 'other' }).completeChat({ messages });
    expect(answer).toMatchObject({ content: 'One two three.', usage: { completionTokens: 3 } });
    expect(fake.chatRequests().at(-1)).toMatchObject({ model: 'other', stream: false });
  });

  it('embeds texts in order with the fake vectors', async () => {
    const texts = Array.from({ length: 130 }, (_, i) => `text number ${i}`);
    const vectors = await providerWith().embedder?.embed(texts);
    expect(vectors).toHaveLength(130);
    expect(vectors?.[129]).toEqual(fakeEmbedding('text number 129'));
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-embedding' });
  });

  it('maps an HTTP 500 to an upstream error', async () => {
    fake.configure({ failure: 'http-500' });
    const error = await failureOf(() => collect(providerWith().streamChat({ messages })));
    expect(error).toMatchObject({ kind: 'upstream', status: 500 });
    expect(await failureOf(() => providerWith().completeChat({ messages }))).toMatchObject({
      kind: 'upstream',
      status: 500,
    });
  });

  it('times out a stream with no first token, and closes the request', async () => {
    fake.configure({ failure: 'hang' });
    const provider = providerWith({ OPENAI_FIRST_TOKEN_TIMEOUT_MS: '200' });
    const count = fake.requests.length;
    const error = await failureOf(() => collect(provider.streamChat({ messages })));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('first token within 200 ms');
    const record = await fake.waitForRequest(count);
    await record.closed;
    expect(record.isClientClosed).toBe(true);
  });

  it('times out the whole request after the first token', async () => {
    fake.configure({ failure: 'hang-after-first-token' });
    const provider = providerWith({ OPENAI_TIMEOUT_MS: '300' });
    const deltas: string[] = [];
    const error = await failureOf(async () => {
      for await (const chunk of provider.streamChat({ messages })) {
        if (chunk.type === 'delta') {
          deltas.push(chunk.text);
        }
      }
    });
    expect(deltas).toEqual(['One ']);
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('within 300 ms');
  });

  it('aborts on the caller signal and when the reader stops early', async () => {
    fake.configure({ firstTokenDelayMs: 5000 });
    const controller = new AbortController();
    const count = fake.requests.length;
    const pending = failureOf(() =>
      collect(providerWith().streamChat({ messages, signal: controller.signal })),
    );
    const record = await fake.waitForRequest(count);
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    await record.closed;
    expect(record.isClientClosed).toBe(true);

    fake.configure({ firstTokenDelayMs: 0, tokenDelayMs: 5000 });
    for await (const chunk of providerWith().streamChat({ messages })) {
      expect(chunk).toEqual({ type: 'delta', text: 'One ' });
      break;
    }
    const stopped = fake.requests.at(-1);
    await stopped?.closed;
    expect(stopped?.isClientClosed).toBe(true);
  });

  it('maps a refused connection to a network error', async () => {
    const gone = await startFakeOpenAi();
    const url = gone.url;
    await gone.close();
    const error = await failureOf(() =>
      providerWith({ OPENAI_BASE_URL: url }).completeChat({ messages }),
    );
    expect(error.kind).toBe('network');
  });
});

describe('fakeEmbedding', () => {
  it('puts texts sharing words nearer than unrelated ones', () => {
    const query = fakeEmbedding('are you hiring engineers');
    const near = fakeEmbedding('We are hiring software engineers in London');
    const far = fakeEmbedding('Smart home cameras with notifications');
    expect(cosineSimilarity(query, near)).toBeGreaterThan(cosineSimilarity(query, far) + 0.2);
  });
});
