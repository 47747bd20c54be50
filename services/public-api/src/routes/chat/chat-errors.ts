import { AppError, errorCatalog } from '@phi/contracts/errors';
import { isModelProviderError } from '@phi/model-provider';
import { mapError } from '@phi/server';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A body that failed the contract answers 400 with the failing field's text in `error` when it
 * is the message (spec: chat-news-admin §5, "Message cannot be empty."), so the page's
 * "Error: {message}" reads as the spec says.
 */
export function toValidationError(error: Error, requestId: string): AppError {
  const fields = mapError(error, requestId).body.fields ?? [];
  const messageField = fields.find((field) => field.path === 'message');
  return new AppError('VALIDATION_FAILED', messageField?.message, fields);
}

/** A model failure as the error the visitor sees, logged with what went wrong. */
export function toChatModelError(error: unknown, log: FastifyBaseLogger): AppError {
  if (!isModelProviderError(error)) {
    throw error;
  }
  if (error.kind === 'aborted') {
    log.info('chat: the visitor left before the answer began');
    return new AppError('BAD_REQUEST');
  }
  log.warn({ err: error, kind: error.kind, status: error.status }, 'chat: model request failed');
  return new AppError(error.kind === 'timeout' ? 'CHAT_MODEL_TIMEOUT' : 'CHAT_MODEL_UNAVAILABLE');
}

/** The text of an `error` event for a failure after the stream began. */
export function streamErrorText(error: unknown, log: FastifyBaseLogger): string | null {
  if (isModelProviderError(error)) {
    if (error.kind === 'aborted') {
      return null;
    }
    log.warn({ err: error, kind: error.kind, status: error.status }, 'chat: stream broke off');
    return errorCatalog[error.kind === 'timeout' ? 'CHAT_MODEL_TIMEOUT' : 'CHAT_MODEL_UNAVAILABLE']
      .message;
  }
  log.error({ err: error }, 'chat: stream failed');
  return errorCatalog.INTERNAL.message;
}
