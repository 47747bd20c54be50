export const feedFetchErrorCodes = [
  'bad-url',
  'bad-scheme',
  'blocked-address',
  'too-large',
  'timeout',
  'too-many-redirects',
  'http-status',
  'network',
  'aborted',
] as const;
export type FeedFetchErrorCode = (typeof feedFetchErrorCodes)[number];

/** HTTP statuses worth retrying soon: the server may answer next time. */
const transientStatuses = new Set([408, 425, 429]);

function isTransient(code: FeedFetchErrorCode, status: number | undefined): boolean {
  if (code === 'network' || code === 'timeout') {
    return true;
  }
  if (code === 'http-status' && status !== undefined) {
    return status >= 500 || transientStatuses.has(status);
  }
  return false;
}

/**
 * A feed could not be fetched. `transient` tells the worker whether a retry with backoff is
 * worth it (network, timeout, 5xx, 408, 429) or the source waits for its next turn (4xx,
 * blocked address, too large, redirect loop, bad scheme, aborted).
 */
export class FeedFetchError extends Error {
  override readonly name = 'FeedFetchError';
  readonly code: FeedFetchErrorCode;
  readonly status?: number;
  readonly transient: boolean;

  constructor(
    code: FeedFetchErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.status !== undefined) {
      this.status = options.status;
    }
    this.transient = isTransient(code, options.status);
  }
}

export const feedParseErrorCodes = ['malformed-xml', 'not-a-feed', 'too-deep'] as const;
export type FeedParseErrorCode = (typeof feedParseErrorCodes)[number];

/** The bytes are not a feed we can read; retrying the same bytes cannot help. */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
  readonly code: FeedParseErrorCode;
  readonly transient = false;

  constructor(code: FeedParseErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}
