import { z } from 'zod';
import { chatReplySchema, chatResponseSchema } from './chat.ts';

// POST /api/chat/stream answers text/event-stream: one `meta` event, then `delta` events whose
// texts joined are the reply, then `done` with the whole reply. A failure after the stream began
// sends one `error` event and ends the stream; failures before it (validation, 429, no answer
// at all) are JSON error bodies with a status code, as on POST /api/chat.
export const chatStreamContentType = 'text/event-stream';

export const chatStreamMetaSchema = chatResponseSchema
  .pick({ source: true, sources: true, handoff: true })
  .meta({ id: 'ChatStreamMeta' });
export type ChatStreamMeta = z.infer<typeof chatStreamMetaSchema>;

export const chatStreamDeltaSchema = z.object({ text: z.string() }).meta({ id: 'ChatStreamDelta' });
export type ChatStreamDelta = z.infer<typeof chatStreamDeltaSchema>;

export const chatStreamDoneSchema = z
  .object({ message: chatReplySchema })
  .meta({ id: 'ChatStreamDone' });
export type ChatStreamDone = z.infer<typeof chatStreamDoneSchema>;

/** `error` is safe to show; the page shows it as "Error: {message}" (spec: chat-news-admin §8). */
export const chatStreamErrorSchema = z
  .object({ error: z.string() })
  .meta({ id: 'ChatStreamError' });
export type ChatStreamError = z.infer<typeof chatStreamErrorSchema>;

export const chatStreamEventSchemas = {
  meta: chatStreamMetaSchema,
  delta: chatStreamDeltaSchema,
  done: chatStreamDoneSchema,
  error: chatStreamErrorSchema,
} as const;
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;

export type ChatStreamEvent =
  | { event: 'meta'; data: ChatStreamMeta }
  | { event: 'delta'; data: ChatStreamDelta }
  | { event: 'done'; data: ChatStreamDone }
  | { event: 'error'; data: ChatStreamError };

/** One event as it goes on the wire. JSON never holds a raw line break, so one data line. */
export function formatChatStreamEvent(event: ChatStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The stream broke the contract: an event whose data does not parse. */
export class ChatStreamProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamProtocolError';
  }
}

function isChatStreamEventName(name: string): name is ChatStreamEventName {
  return Object.hasOwn(chatStreamEventSchemas, name);
}

/** Parses one dispatched event; events of other names answer null (ignored, as SSE does). */
export function parseChatStreamEvent(name: string, data: string): ChatStreamEvent | null {
  if (!isChatStreamEventName(name)) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ChatStreamProtocolError(`The ${name} event does not hold JSON.`);
  }
  const parsed = chatStreamEventSchemas[name].safeParse(json);
  if (!parsed.success) {
    throw new ChatStreamProtocolError(`The ${name} event does not match its schema.`);
  }
  return { event: name, data: parsed.data } as ChatStreamEvent;
}

/**
 * The text/event-stream format (WHATWG HTML, server-sent events) for text arriving in pieces:
 * lines end in LF, CRLF or CR, `event:` names the event, `data:` lines are joined with LF, a
 * blank line dispatches, lines starting with ":" are comments. Browser-safe: zod only.
 */
export function createChatStreamParser(): {
  push(text: string): ChatStreamEvent[];
  end(): ChatStreamEvent[];
} {
  let pending = '';
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch(out: ChatStreamEvent[]): void {
    if (dataLines.length > 0) {
      const event = parseChatStreamEvent(eventName || 'message', dataLines.join('\n'));
      if (event) {
        out.push(event);
      }
    }
    eventName = '';
    dataLines = [];
  }

  function readLine(line: string, out: ChatStreamEvent[]): void {
    if (line === '') {
      dispatch(out);
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      eventName = value;
    } else if (field === 'data') {
      dataLines.push(value);
    }
  }

  function readLines(final: boolean): ChatStreamEvent[] {
    const out: ChatStreamEvent[] = [];
    let start = 0;
    for (let i = 0; i < pending.length; i++) {
      const char = pending[i];
      if (char !== '\n' && char !== '\r') {
        continue;
      }
      // A CR at the end of what has arrived may be the first half of a CRLF.
      if (char === '\r' && i === pending.length - 1 && !final) {
        break;
      }
      readLine(pending.slice(start, i), out);
      if (char === '\r' && pending[i + 1] === '\n') {
        i++;
      }
      start = i + 1;
    }
    pending = pending.slice(start);
    return out;
  }

  return {
    push(text) {
      pending += text;
      return readLines(false);
    },
    end() {
      const out = readLines(true);
      // An event without its closing blank line is dropped, as the SSE format says.
      pending = '';
      eventName = '';
      dataLines = [];
      return out;
    },
  };
}

/** The events of a response body, in order; throws ChatStreamProtocolError on a bad event. */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatStreamEvent> {
  const parser = createChatStreamParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let isFinished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        isFinished = true;
        break;
      }
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // A reader that stops early (the stop button) cancels the body, which closes the request.
    if (!isFinished) {
      await reader.cancel().catch(() => undefined);
    }
    reader.releaseLock();
  }
}
