import { type ChatStreamEvent, chatStreamMetaSchema, readChatStream } from '@phi/contracts/public';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatContext, chatBody, iotQuestion, openChatContext } from './chat-fixtures.ts';
import type { TestApp } from './helper.ts';

// POST /api/chat/stream over real sockets: the abort test needs a connection to close.
let context: ChatContext;
const urls = { model: '', offline: '' };

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  context = await openChatContext({
    modelEnv: { OPENAI_TIMEOUT_MS: '1500' },
    offlineEnv: { CHAT_OFFLINE_WORD_DELAY_MS: '5' },
  });
  urls.model = await listen(context.model);
  urls.offline = await listen(context.offline);
});

afterAll(async () => {
  await context?.close();
});

beforeEach(() => {
  context.fake.configure({
    failure: 'none',
    firstTokenDelayMs: 0,
    tokenDelayMs: 0,
    reply: 'Our IoT services cover facilities: [AI-Powered IoT](/services/iot).',
  });
});

function post(base: string, body: unknown, signal?: AbortSignal) {
  return fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function readAll(response: Response): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of readChatStream(response.body as ReadableStream<Uint8Array>)) {
    events.push(event);
  }
  return events;
}

const deltaTexts = (events: ChatStreamEvent[]) =>
  events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));

describe('POST /api/chat/stream', () => {
  it('streams meta, the deltas, then done holding the whole reply', async () => {
    const response = await post(urls.model, chatBody(iotQuestion));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const events = await readAll(response);
    expect(events.map((event) => event.event)).toEqual([
      'meta',
      ...deltaTexts(events).map(() => 'delta'),
      'done',
    ]);
    const meta = chatStreamMetaSchema.parse(events[0]?.data);
    expect(meta.source).toBe('model');
    expect(meta.sources.map((source) => source.path)).toContain('/services/iot');
    expect(deltaTexts(events).length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        message: {
          role: 'assistant',
          content: 'Our IoT services cover facilities: [AI-Powered IoT](/services/iot).',
        },
      },
    });
  });

  it('streams an answer from the site word by word without a key', async () => {
    const events = await readAll(await post(urls.offline, chatBody(iotQuestion)));
    expect(events[0]).toMatchObject({ event: 'meta', data: { source: 'site-knowledge' } });
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const content = done?.event === 'done' ? done.data.message.content : '';
    expect(deltaTexts(events).join('')).toBe(content);
    expect(deltaTexts(events).length).toBe(content.match(/\s*\S+\s*/g)?.length);
    expect(content).toContain('](/services/iot)');
  });

  it('answers JSON with a status when the model fails before the first token', async () => {
    context.fake.configure({ failure: 'http-500' });
    const failed = await post(urls.model, chatBody(iotQuestion));
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toContain('application/json');
    expect(await failed.json()).toMatchObject({
      error: 'The assistant is unavailable right now. Please try again.',
    });
    context.fake.configure({ failure: 'hang' });
    const slow = await post(urls.model, chatBody(iotQuestion));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({
      error: 'The assistant took too long to answer. Please try again.',
    });
  });

  it('ends with an error event when the model stalls after the stream began', async () => {
    context.fake.configure({ failure: 'hang-after-first-token' });
    const events = await readAll(await post(urls.model, chatBody(iotQuestion)));
    expect(events.map((event) => event.event)).toEqual(['meta', 'delta', 'error']);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { error: 'The assistant took too long to answer. Please try again.' },
    });
  });

  it('cancels the model request when the visitor closes the connection', async () => {
    context.fake.configure({ tokenDelayMs: 2000 });
    const controller = new AbortController();
    const count = context.fake.requests.length;
    const response = await post(urls.model, chatBody(iotQuestion), controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: delta');
    controller.abort();
    const upstream = await context.fake.waitForRequest(count);
    await upstream.closed;
    expect(upstream.isClientClosed).toBe(true);
    expect(upstream.isAnswered).toBe(false);
  });

  it('cancels it too when the visitor leaves before the first token', async () => {
    context.fake.configure({ firstTokenDelayMs: 5000 });
    const controller = new AbortController();
    const count = context.fake.requests.length;
    const pending = post(urls.model, chatBody(iotQuestion), controller.signal).catch(
      (error: unknown) => error,
    );
    const upstream = await context.fake.waitForRequest(count);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await upstream.closed;
    expect(upstream.isClientClosed).toBe(true);
  });
});
