import { type ChatStreamEvent, formatChatStreamEvent } from '@phi/contracts/public';
import { type Mock, vi } from 'vitest';

// The chat's API for tests, answered at the network boundary (a stubbed fetch). A reply is a
// real text/event-stream body: each event written by the server's own formatter
// (formatChatStreamEvent), as UTF-8 bytes the test can cut anywhere. Like fetch, aborting the
// request's signal errors the body.

type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface SseReply {
  readonly response: Response;
  send(event: ChatStreamEvent): void;
  /** Writes raw bytes, e.g. an event cut in the middle of a character. */
  sendBytes(bytes: Uint8Array): void;
  close(): void;
}

export function createSseReply(signal?: AbortSignal | null): SseReply {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () => {
    controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
    }),
    send: (event) => controller?.enqueue(encoder.encode(formatChatStreamEvent(event))),
    sendBytes: (bytes) => controller?.enqueue(bytes),
    close: () => controller?.close(),
  };
}

export interface ChatRequestRecord {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly accept: string | null;
}

export interface FakeChatApi {
  fetchMock: Mock<FetchFunction>;
  requests: ChatRequestRecord[];
  /** The stream of the latest request that was answered with one. */
  latest(): SseReply;
}

/**
 * Answers every POST /api/chat/stream with `answer` (by default an open stream the test writes
 * to through `latest()`).
 */
export function installFakeChatApi(
  answer?: (signal: AbortSignal | null | undefined) => Response | Promise<Response>,
): FakeChatApi {
  const replies: SseReply[] = [];
  const requests: ChatRequestRecord[] = [];
  const fetchMock = vi.fn<FetchFunction>(async (input, init) => {
    const headers = new Headers(init?.headers);
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      accept: headers.get('accept'),
    });
    if (init?.signal?.aborted) {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }
    if (answer) {
      return answer(init?.signal);
    }
    const reply = createSseReply(init?.signal);
    replies.push(reply);
    return reply.response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    latest: () => {
      const reply = replies.at(-1);
      if (!reply) {
        throw new Error('no chat stream was requested yet');
      }
      return reply;
    },
  };
}
