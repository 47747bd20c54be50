import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ModelProviderError } from './model-provider-error.ts';
import type { RequestDeadline } from './request-deadline.ts';

export interface DeadlineLimits {
  totalMs: number;
  firstTokenMs?: number;
}

/** Any failure of an SDK call as a ModelProviderError; the deadline's cause wins. */
export function toModelProviderError(
  error: unknown,
  deadline: RequestDeadline,
  limits: DeadlineLimits,
): ModelProviderError {
  if (error instanceof ModelProviderError) {
    return error;
  }
  switch (deadline.cause) {
    case 'caller':
      return new ModelProviderError('aborted', 'The model request was aborted by the caller.', {
        cause: error,
      });
    case 'timeout':
      return new ModelProviderError(
        'timeout',
        `The model did not finish within ${limits.totalMs} ms.`,
        { cause: error },
      );
    case 'first-token':
      return new ModelProviderError(
        'timeout',
        `The model sent no first token within ${limits.firstTokenMs} ms.`,
        { cause: error },
      );
    default:
      break;
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelProviderError(
      'timeout',
      `The model did not answer within ${limits.totalMs} ms.`,
      {
        cause: error,
      },
    );
  }
  if (error instanceof APIConnectionError) {
    return new ModelProviderError('network', `The model server could not be reached.`, {
      cause: error,
    });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return new ModelProviderError('upstream', `The model server answered HTTP ${error.status}.`, {
      status: error.status,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ModelProviderError('network', `The model request failed: ${message}`, {
    cause: error,
  });
}
