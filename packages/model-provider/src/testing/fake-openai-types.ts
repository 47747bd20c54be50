export type FakeOpenAiFailure = 'none' | 'http-500' | 'hang' | 'hang-after-first-token';

export interface FakeChatMessage {
  role: string;
  content: string;
}

/** A scripted answer that calls tools instead of replying (as agents' models do). */
export interface FakeToolCallReply {
  toolCalls: { name: string; arguments: Record<string, unknown> }[];
}

export interface FakeChatRequestBody {
  model: string;
  messages: FakeChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  temperature?: number;
}

export interface FakeOpenAiOptions {
  /** Before the first token of a stream, or before a whole (non-streamed) answer. */
  firstTokenDelayMs: number;
  /** Between two tokens of a stream. */
  tokenDelayMs: number;
  /** The reply to a chat request; default "Fake answer to: <last user message>". */
  reply: string | ((body: FakeChatRequestBody) => string);
  /** Replies used one per chat request, in order, before `reply`; a tool-call reply streams
   * `tool_calls` deltas and finishes with `tool_calls`. */
  scriptedReplies: (string | FakeToolCallReply)[];
  /** `hang` sends nothing (not even headers) until the client gives up. */
  failure: FakeOpenAiFailure;
  embeddingDimensions: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` gets 401. */
  apiKey: string | undefined;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body (undefined when it did not parse). */
  body: unknown;
  /** True once the client closed the connection before the answer was complete. */
  isClientClosed: boolean;
  isAnswered: boolean;
  /** Settles when the connection closed, either way. */
  closed: Promise<void>;
}

export interface FakeOpenAi {
  /** Base URL for the SDK, ending in /v1. */
  readonly url: string;
  readonly requests: FakeOpenAiRequest[];
  /** The chat-completion requests' bodies, in arrival order. */
  chatRequests(): FakeChatRequestBody[];
  configure(options: Partial<FakeOpenAiOptions>): void;
  /** Resolves with the nth request (0-based) once it has arrived. */
  waitForRequest(index: number, timeoutMs?: number): Promise<FakeOpenAiRequest>;
  close(): Promise<void>;
}
