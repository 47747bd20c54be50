import { type ErrorCode, errorBodySchema, type FieldError } from '@phi/contracts/errors';
import { formatTransportError } from '@phi/contracts/messages';

export type ApiErrorKind = 'http' | 'invalid-response' | 'network';

/** Every failed call surfaces as one of these; `message` is safe to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fields: FieldError[] | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: ErrorCode; fields?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The contract ErrorBody's message when the server sent one, else "{status}: {text}". */
export function errorFromResponse(response: Response, bodyText: string): ApiError {
  const body = errorBodySchema.safeParse(parseJson(bodyText));
  if (body.success) {
    return new ApiError('http', body.data.error, {
      status: response.status,
      code: body.data.code,
      fields: body.data.fields,
    });
  }
  // spec: chat-news-admin §7, generic transport error
  return new ApiError(
    'http',
    formatTransportError(response.status, bodyText, response.statusText),
    {
      status: response.status,
    },
  );
}
