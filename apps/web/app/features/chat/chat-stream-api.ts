import { chatMessages } from '@phi/contracts/messages';
import {
  type ChatRequestInput,
  type ChatStreamEvent,
  ChatStreamProtocolError,
  chatPaths,
  chatStreamContentType,
  readChatStream,
} from '@phi/contracts/public';
import { ApiError, readServerMessage, sendApiRequest } from '@phi/ui/api';

// POST /api/chat/stream read with fetch and the body's ReadableStream (EventSource cannot
// POST); the events are parsed by the contract's own reader (packages/contracts
// public/chat-stream.ts).

/** The events of one reply, in order. Throws an ApiError when the server refuses the request. */
export async function* streamChatReply(
  request: ChatRequestInput,
  signal: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  const response = await sendApiRequest(chatPaths.stream, {
    method: 'POST',
    body: request,
    accept: chatStreamContentType,
    signal,
    networkErrorMessage: chatMessages.defaultError,
  });
  if (!response.body || !response.headers.get('content-type')?.startsWith(chatStreamContentType)) {
    throw new ApiError('invalid-response', chatMessages.defaultError, { status: response.status });
  }
  yield* readChatStream(response.body);
}

/**
 * spec: chat-news-admin §8, what a failed reply says: the server's error field as
 * "Error: {message}", otherwise the default text.
 */
export function describeChatFailure(error: unknown): string {
  const serverMessage = readServerMessage(error);
  if (serverMessage !== undefined) {
    return chatMessages.serverError(serverMessage);
  }
  if (error instanceof ChatStreamProtocolError) {
    console.error('The chat stream broke its contract', error);
  }
  return chatMessages.defaultError;
}
