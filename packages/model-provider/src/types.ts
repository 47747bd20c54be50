export type ModelChatRole = 'system' | 'user' | 'assistant';

export interface ModelChatMessage {
  role: ModelChatRole;
  content: string;
}

export interface ModelTokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** A streamed reply: text deltas in order, and the token usage when the server sends it. */
export type ModelChatChunk =
  | { type: 'delta'; text: string }
  | { type: 'usage'; usage: ModelTokenUsage };

export interface ModelChatRequest {
  messages: readonly ModelChatMessage[];
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
}

export interface ModelChatCompletion {
  content: string;
  usage: ModelTokenUsage | null;
}

/** The interface @phi/knowledge embeds with; vectors in the order of `texts`. */
export interface Embedder {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

export interface ModelProvider {
  readonly chatModel: string;
  /** Null when no embedding model is configured. */
  readonly embedder: Embedder | null;
  streamChat(request: ModelChatRequest): AsyncIterable<ModelChatChunk>;
  completeChat(request: ModelChatRequest): Promise<ModelChatCompletion>;
}
