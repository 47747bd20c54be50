import type { FieldError } from '@phi/contracts/errors';

/**
 * A failed call to our API: the status (0 when the request never got an answer), the message
 * the service put in the error body's `error` field (spec: site-marketing-careers §7, "on error
 * an error field") and its per-field errors, when the body was the contract's ErrorBody.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fields: readonly FieldError[];

  constructor(status: number, serverMessage?: string, fields: readonly FieldError[] = []) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

/** Parses an answer's body text as JSON, or undefined when it is empty or not JSON. */
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
 * The ApiError for a non-OK answer. The error contract is loaded on demand, like every schema
 * of this client: zod would otherwise sit in the initial JavaScript of the prerendered pages.
 */
export async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { errorBodySchema } = await import('@phi/contracts/errors');
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.error, parsed.data.fields)
    : new ApiError(status);
}

/** The ApiError of a fetch() answer that is not OK. */
export async function readApiError(response: Response): Promise<ApiError> {
  return toApiError(response.status, parseJsonText(await response.text()));
}
