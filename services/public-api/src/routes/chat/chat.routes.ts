import { Readable } from 'node:stream';
import { errorBodySchema } from '@phi/contracts/errors';
import {
  type ChatRequest,
  type ChatStreamMeta,
  chatPaths,
  chatRequestSchema,
  chatResponseSchema,
  chatStreamContentType,
  formatChatStreamEvent,
} from '@phi/contracts/public';
import { strictRateLimit } from '@phi/server';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ChatAnswerDeps, planChatAnswer } from './chat-answer.service.ts';
import { streamErrorText, toChatModelError, toValidationError } from './chat-errors.ts';

export interface ChatRoutesOptions extends ChatAnswerDeps {
  limitPerIpPerMinute: number;
  /** Pause between the words of a streamed answer not written by the model. */
  offlineWordDelayMs: number;
}

const prefix = '/api';
const errorResponses = {
  400: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};

// Proxies must pass each event on at once: nginx reads X-Accel-Buffering (infra/proxy), and
// no-transform keeps compressing proxies off the stream.
const streamHeaders = {
  'content-type': `${chatStreamContentType}; charset=utf-8`,
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** Aborts when the visitor's connection closes (the reply's 'close', not the request's). */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

async function* streamEvents(
  meta: ChatStreamMeta,
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  let content = '';
  let head = formatChatStreamEvent({ event: 'meta', data: meta });
  if (!first.done) {
    content = first.value;
    head += formatChatStreamEvent({ event: 'delta', data: { text: first.value } });
  }
  try {
    yield head;
    if (!first.done) {
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        content += next.value;
        yield formatChatStreamEvent({ event: 'delta', data: { text: next.value } });
      }
    }
  } catch (error) {
    const text = streamErrorText(error, log);
    if (text) {
      yield formatChatStreamEvent({ event: 'error', data: { error: text } });
    }
    return;
  } finally {
    // A visitor who left stops the answer at a yield: end the model's stream (and its timers).
    await rest.return?.();
  }
  yield formatChatStreamEvent({
    event: 'done',
    data: { message: { role: 'assistant', content } },
  });
}

// spec: chat-news-admin §7 (POST /api/chat), and its streamed form
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const readBody = (request: {
    id: string;
    body: ChatRequest;
    validationError?: Error | undefined;
  }): ChatRequest => {
    if (request.validationError) {
      throw toValidationError(request.validationError, request.id);
    }
    return request.body;
  };

  app.post(
    chatPaths.chat.slice(prefix.length),
    {
      attachValidation: true,
      config: strictRateLimit(options.limitPerIpPerMinute),
      schema: {
        tags: ['chat'],
        summary: 'Ask Phi AI; the whole answer at once',
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = readBody(request);
      const signal = abortOnClose(reply);
      const plan = await planChatAnswer(options, body, {
        signal,
        wordDelayMs: 0,
        onUsage: (usage) => request.log.info({ usage }, 'chat: model usage'),
      });
      let content = '';
      try {
        for await (const text of plan.deltas) {
          content += text;
        }
      } catch (error) {
        throw toChatModelError(error, request.log);
      }
      reply.header('cache-control', 'no-store');
      return { message: { role: 'assistant' as const, content }, ...plan.meta };
    },
  );

  app.post(
    chatPaths.stream.slice(prefix.length),
    {
      attachValidation: true,
      config: strictRateLimit(options.limitPerIpPerMinute),
      schema: {
        tags: ['chat'],
        summary: 'Ask Phi AI; the answer as text/event-stream',
        description:
          'Events: meta {source, sources, handoff}, then delta {text} repeatedly, then done {message}; a failure after the first event sends error {error} and ends the stream. Failures before it answer JSON with a status code.',
        body: chatRequestSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const body = readBody(request);
      const signal = abortOnClose(reply);
      const plan = await planChatAnswer(options, body, {
        signal,
        wordDelayMs: options.offlineWordDelayMs,
        onUsage: (usage) => request.log.info({ usage }, 'chat: model usage'),
      });
      // The first text decides between a stream and a JSON error: a model that fails before
      // answering gets a status code the page can read.
      const deltas = plan.deltas[Symbol.asyncIterator]();
      let first: IteratorResult<string>;
      try {
        first = await deltas.next();
      } catch (error) {
        throw toChatModelError(error, request.log);
      }
      const events = streamEvents(plan.meta, first, deltas, request.log);
      // A stream skips the response schemas (they type the JSON errors only).
      return reply.headers(streamHeaders).send(Readable.from(events) as never);
    },
  );
};
