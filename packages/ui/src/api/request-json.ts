import { ApiError, parseJsonText, readErrorAnswer } from './api-error.ts';

/**
 * What the helper needs of a contract schema: zod's `safeParse`. Structural, so any schema of
 * @phi/contracts fits and this package does not depend on zod itself.
 */
export interface ContractSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A contract schema, or a loader for it: the web's pages import their contracts on demand (zod
 * stays out of their initial JavaScript), and the loader runs while the request is in flight.
 */
export type ContractSchemaSource<T> = ContractSchema<T> | (() => Promise<ContractSchema<T>>);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON with a JSON content type when present. */
  body?: unknown;
  /** Added to the request's headers, e.g. the admin app's bearer token. */
  headers?: Readonly<Record<string, string>>;
  accept?: string;
  signal?: AbortSignal;
  /** Lets a request finish while the page navigates away. */
  keepalive?: boolean;
  /** The message of the `network` ApiError thrown when no answer came. */
  networkErrorMessage: string;
}

export interface JsonRequestOptions<T> extends ApiRequestOptions {
  schema: ContractSchemaSource<T>;
  /** The message of the `invalid-response` ApiError for an answer outside the contract. */
  invalidResponseMessage: string;
}

// An abort is the caller's own doing, not a failure: it keeps its AbortError, so an abandoned
// request is never reported as a network error.
function toNetworkError(error: unknown, options: ApiRequestOptions): unknown {
  return options.signal?.aborted ? error : new ApiError('network', options.networkErrorMessage);
}

async function readText(response: Response, options: ApiRequestOptions): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw toNetworkError(error, options);
  }
}

/**
 * One call to our API (spec: chat-news-admin §7, shared request conventions): cookies included,
 * a present body sent as JSON. Resolves with the OK answer, body unread; throws an ApiError for
 * an error status or when no answer came.
 */
export async function sendApiRequest(url: string, options: ApiRequestOptions): Promise<Response> {
  const { method = 'GET', body, headers, accept = 'application/json', signal, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
      keepalive,
    });
  } catch (error) {
    throw toNetworkError(error, options);
  }
  if (!response.ok) {
    throw await readErrorAnswer(
      response.status,
      await readText(response, options),
      response.statusText,
    );
  }
  return response;
}

function loadSchema<T>(source: ContractSchemaSource<T>): Promise<ContractSchema<T>> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** sendApiRequest, then the answer parsed with its contract schema. */
export async function requestJson<T>(
  url: string,
  { schema, invalidResponseMessage, ...options }: JsonRequestOptions<T>,
): Promise<T> {
  const contract = loadSchema(schema);
  // Settled even when the request fails first, so a failed load is never an unhandled rejection.
  contract.catch(() => undefined);
  const response = await sendApiRequest(url, options);
  const [parser, text] = await Promise.all([contract, readText(response, options)]);
  const parsed = parser.safeParse(parseJsonText(text));
  if (!parsed.success) {
    // spec: chat-news-admin §8, "Invalid response format"
    throw new ApiError('invalid-response', invalidResponseMessage, { status: response.status });
  }
  return parsed.data;
}
