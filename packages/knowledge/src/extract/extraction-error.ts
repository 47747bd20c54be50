/** Why a document could not be read; `code` lets a caller pick the text a visitor sees. */
export type ExtractionProblem =
  | 'unsupported-type'
  | 'type-mismatch'
  | 'not-utf8'
  | 'too-large'
  | 'unreadable'
  | 'empty';

export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  constructor(
    readonly code: ExtractionProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
