// What went wrong talking to the model, so callers answer with a fitting text and status:
// `timeout` (the whole request or the first token took too long), `upstream` (the server
// answered an error status), `network` (no answer at all), `aborted` (the caller's signal).
export type ModelProviderErrorKind = 'timeout' | 'upstream' | 'network' | 'aborted';

export class ModelProviderError extends Error {
  readonly kind: ModelProviderErrorKind;
  readonly status: number | undefined;

  constructor(
    kind: ModelProviderErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ModelProviderError';
    this.kind = kind;
    this.status = options.status;
  }
}

export function isModelProviderError(error: unknown): error is ModelProviderError {
  return error instanceof ModelProviderError;
}
