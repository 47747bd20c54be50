import type { ErrorCode, FieldError } from '@phi/contracts/errors';
import { formatTransportError } from '@phi/contracts/messages';

export type ApiErrorKind = 'http' | 'invalid-response' | 'network';

export interface ApiErrorDetails {
  status?: number;
  code?: ErrorCode;
  fields?: FieldError[];
  /** The answer's whole JSON body, for errors that carry more than the ErrorBody (edit conflicts). */
  body?: unknown;
}

/**
 * Every failed call of both browser apps surfaces as one of these; `message` is safe to show.
 * `http`: the server answered with an error status; `invalid-response`: an OK answer that is not
 * JSON or breaks the contract; `network`: no answer came. `code` and `fields` are set only when
 * the server's answer was the contract's ErrorBody.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fields: FieldError[] | undefined;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.body = details.body;
  }
}

/** An answer's body text as JSON, or undefined when it is empty or not JSON. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The ApiError of an answer with an error status: the contract ErrorBody's message when the
 * server sent one, else the spec's "{status}: {body text or status text}". The error contract
 * (zod) is imported on demand: the web's prerendered pages keep zod out of their initial
 * JavaScript, and only a failed call needs it.
 */
export async function readErrorAnswer(
  status: number,
  bodyText: string,
  statusText: string,
): Promise<ApiError> {
  const { errorBodySchema } = await import('@phi/contracts/errors');
  const json = parseJsonText(bodyText);
  const body = errorBodySchema.safeParse(json);
  if (body.success) {
    return new ApiError('http', body.data.error, {
      status,
      code: body.data.code,
      fields: body.data.fields,
      body: json,
    });
  }
  // spec: chat-news-admin §7 and §8, generic transport error
  return new ApiError('http', formatTransportError(status, bodyText, statusText), { status });
}

/**
 * What the server itself said about a failure (its ErrorBody message), or undefined for any
 * other error: a page that words failures with the spec's own texts adds only this detail, never
 * a transport text such as a proxy's HTML error page.
 */
export function readServerMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== undefined ? error.message : undefined;
}

/** The per-field errors of the server's ErrorBody; none for any other error. */
export function readFieldErrors(error: unknown): readonly FieldError[] {
  return (error instanceof ApiError ? error.fields : undefined) ?? [];
}
