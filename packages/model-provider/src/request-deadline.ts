// One request's abort signal: the caller's signal, the whole-request timeout and (for a stream)
// the first-token timeout all abort it, and `cause` says which did, so the error can say so.
export type DeadlineCause = 'caller' | 'timeout' | 'first-token';

export interface RequestDeadline {
  readonly signal: AbortSignal;
  readonly cause: DeadlineCause | null;
  armFirstToken(ms: number): void;
  disarmFirstToken(): void;
  abort(cause: DeadlineCause): void;
  dispose(): void;
}

export function createRequestDeadline(
  callerSignal: AbortSignal | undefined,
  totalMs: number,
): RequestDeadline {
  const controller = new AbortController();
  let cause: DeadlineCause | null = null;
  let firstTokenTimer: NodeJS.Timeout | undefined;

  const abort = (why: DeadlineCause): void => {
    if (!controller.signal.aborted) {
      cause = why;
      controller.abort(new Error(`model request aborted: ${why}`));
    }
  };
  const onCallerAbort = (): void => abort('caller');
  if (callerSignal?.aborted) {
    abort('caller');
  } else {
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  }
  const totalTimer = setTimeout(() => abort('timeout'), totalMs);

  return {
    signal: controller.signal,
    get cause() {
      return cause;
    },
    armFirstToken(ms) {
      firstTokenTimer = setTimeout(() => abort('first-token'), ms);
    },
    disarmFirstToken() {
      clearTimeout(firstTokenTimer);
    },
    abort,
    dispose() {
      clearTimeout(totalTimer);
      clearTimeout(firstTokenTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
