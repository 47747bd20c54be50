import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeEmbedding } from './fake-embedding.ts';
import type {
  FakeChatRequestBody,
  FakeOpenAi,
  FakeOpenAiOptions,
  FakeOpenAiRequest,
  FakeToolCallReply,
} from './fake-openai-types.ts';

const defaultOptions: FakeOpenAiOptions = {
  firstTokenDelayMs: 0,
  tokenDelayMs: 0,
  reply: (body) => `Fake answer to: ${body.messages.at(-1)?.content ?? ''}`,
  scriptedReplies: [],
  failure: 'none',
  embeddingDimensions: 64,
  apiKey: undefined,
};

function sleep(ms: number, response: ServerResponse): Promise<void> {
  if (ms <= 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      response.off('close', onClose);
      resolve();
    }, ms);
    response.once('close', onClose);
  });
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { message, type: 'fake_error', code: null } });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A real HTTP server on 127.0.0.1 speaking enough of the OpenAI API for tests and benches:
 * chat completions (streamed as SSE, or whole), embeddings (fakeEmbedding vectors, float or
 * base64), delays, scripted replies and failures, and a record of every request including
 * whether the client closed it before the answer was complete.
 */
export async function startFakeOpenAi(
  options: Partial<FakeOpenAiOptions> = {},
): Promise<FakeOpenAi> {
  let current: FakeOpenAiOptions = { ...defaultOptions, ...options };
  const requests: FakeOpenAiRequest[] = [];
  const arrivals = new Set<() => void>();

  function chooseReply(body: FakeChatRequestBody): string | FakeToolCallReply {
    const scripted = current.scriptedReplies.shift();
    if (scripted !== undefined) {
      return scripted;
    }
    return typeof current.reply === 'function' ? current.reply(body) : current.reply;
  }

  function write(response: ServerResponse, data: unknown): void {
    if (!response.destroyed) {
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    }
  }

  async function streamChat(
    response: ServerResponse,
    body: FakeChatRequestBody,
    record: FakeOpenAiRequest,
  ): Promise<void> {
    const reply = chooseReply(body);
    const toolCalls = typeof reply === 'string' ? [] : reply.toolCalls;
    const tokens = typeof reply === 'string' ? (reply.match(/\s*\S+\s*/g) ?? []) : [];
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    await sleep(current.firstTokenDelayMs, response);
    write(response, chunk({ role: 'assistant', content: '' }, null));
    for (const [index, token] of tokens.entries()) {
      if (response.destroyed) {
        return;
      }
      if (index > 0) {
        await sleep(current.tokenDelayMs, response);
      }
      write(response, chunk({ content: token }, null));
      if (current.failure === 'hang-after-first-token') {
        return;
      }
    }
    for (const [index, call] of toolCalls.entries()) {
      const callDelta = {
        index,
        id: `call_fake_${requests.length}_${index}`,
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      };
      write(response, chunk({ tool_calls: [callDelta] }, null));
    }
    write(response, chunk({}, toolCalls.length > 0 ? 'tool_calls' : 'stop'));
    if (body.stream_options?.include_usage) {
      const promptTokens = countWords(body.messages.map((m) => m.content).join(' '));
      write(response, {
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: tokens.length + toolCalls.length,
          total_tokens: promptTokens + tokens.length + toolCalls.length,
        },
      });
    }
    write(response, '[DONE]');
    record.isAnswered = true;
    response.end();
  }

  async function completeChat(
    response: ServerResponse,
    body: FakeChatRequestBody,
    record: FakeOpenAiRequest,
  ): Promise<void> {
    const chosen = chooseReply(body);
    const reply = typeof chosen === 'string' ? chosen : null;
    const toolCalls = typeof chosen === 'string' ? [] : chosen.toolCalls;
    await sleep(current.firstTokenDelayMs, response);
    if (response.destroyed) {
      return;
    }
    const promptTokens = countWords(body.messages.map((m) => m.content).join(' '));
    const completionTokens = reply === null ? toolCalls.length : countWords(reply);
    record.isAnswered = true;
    sendJson(response, 200, {
      id: `chatcmpl-fake-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply,
            refusal: null,
            ...(toolCalls.length > 0
              ? {
                  tool_calls: toolCalls.map((call, index) => ({
                    id: `call_fake_${requests.length}_${index}`,
                    type: 'function',
                    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                  })),
                }
              : {}),
          },
          finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  }

  function embed(response: ServerResponse, body: unknown, record: FakeOpenAiRequest): void {
    const { input, model, encoding_format, dimensions } = (body ?? {}) as {
      input?: unknown;
      model?: string;
      encoding_format?: string;
      dimensions?: number;
    };
    const texts = typeof input === 'string' ? [input] : input;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string')) {
      sendError(response, 400, 'input must be a string or an array of strings');
      return;
    }
    const size = dimensions ?? current.embeddingDimensions;
    record.isAnswered = true;
    sendJson(response, 200, {
      object: 'list',
      model,
      data: texts.map((text, index) => {
        const vector = fakeEmbedding(text, size);
        return {
          object: 'embedding',
          index,
          embedding:
            encoding_format === 'base64'
              ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
              : vector,
        };
      }),
      usage: {
        prompt_tokens: countWords(texts.join(' ')),
        total_tokens: countWords(texts.join(' ')),
      },
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    let settle = () => {};
    const record: FakeOpenAiRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      body: undefined,
      isClientClosed: false,
      isAnswered: false,
      closed: new Promise<void>((resolve) => {
        settle = resolve;
      }),
    };
    // The response's 'close' (not the request's, which fires once the body is read) tells a
    // client that went away from an answer that finished.
    response.once('close', () => {
      record.isClientClosed = !response.writableFinished;
      settle();
    });
    record.body = await readBody(request);
    requests.push(record);
    for (const notify of arrivals) {
      notify();
    }

    if (current.apiKey !== undefined && record.authorization !== `Bearer ${current.apiKey}`) {
      sendError(response, 401, 'Incorrect API key provided.');
      return;
    }
    const isChat = request.method === 'POST' && path === '/v1/chat/completions';
    const isEmbeddings = request.method === 'POST' && path === '/v1/embeddings';
    if (!isChat && !isEmbeddings) {
      sendError(response, 404, `No fake route ${request.method} ${path}`);
      return;
    }
    if (record.body === undefined) {
      sendError(response, 400, 'The body is not JSON.');
      return;
    }
    if (current.failure === 'http-500') {
      sendError(response, 500, 'The fake server failed as asked.');
      return;
    }
    if (current.failure === 'hang') {
      return;
    }
    if (isEmbeddings) {
      embed(response, record.body, record);
      return;
    }
    const body = record.body as FakeChatRequestBody;
    if (!Array.isArray(body.messages)) {
      sendError(response, 400, 'messages must be an array');
      return;
    }
    await (body.stream ? streamChat(response, body, record) : completeChat(response, body, record));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendError(response, 500, String(error));
      } else {
        response.destroy();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests() {
      return requests
        .filter((record) => record.path === '/v1/chat/completions' && record.body !== undefined)
        .map((record) => record.body as FakeChatRequestBody);
    },
    configure(next) {
      current = { ...current, ...next };
    },
    waitForRequest(index, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const record = requests[index];
          if (record) {
            arrivals.delete(check);
            clearTimeout(timer);
            resolve(record);
          }
        };
        const timer = setTimeout(() => {
          arrivals.delete(check);
          reject(new Error(`fake OpenAI: request ${index} did not arrive within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
