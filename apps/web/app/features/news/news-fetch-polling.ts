import type { NewsFetchStatus } from '@phi/contracts/public';
import { fetchNewsFetchStatus } from './news-api.ts';
import { newsRefreshTiming } from './news-refresh-timing.ts';

/** How a queued Refresh News ended, as far as the page waited for it. */
export type NewsFetchOutcome = 'completed' | 'failed' | 'unknown' | 'timed-out';

export interface NewsFetchPolling {
  signal?: AbortSignal;
  readStatus?: (jobId: string, signal?: AbortSignal) => Promise<NewsFetchStatus>;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  intervalMs?: number;
  timeoutMs?: number;
}

function abortError(): DOMException {
  return new DOMException('The wait was aborted.', 'AbortError');
}

/** Resolves after `ms`, or rejects with an AbortError as soon as the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * spec: chat-news-admin §4, Refresh News "triggers a server-side fetch, then a refetch of the
 * lists": asks GET /api/news/fetch/{jobId} every interval until the fetch has ended, or until the
 * timeout (news-refresh-timing.ts). A failed status read throws its ApiError.
 */
export async function waitForNewsFetch(
  jobId: string,
  {
    signal,
    readStatus = fetchNewsFetchStatus,
    wait = delay,
    now = Date.now,
    intervalMs = newsRefreshTiming.pollIntervalMs,
    timeoutMs = newsRefreshTiming.pollTimeoutMs,
  }: NewsFetchPolling = {},
): Promise<NewsFetchOutcome> {
  const deadline = now() + timeoutMs;
  while (now() + intervalMs <= deadline) {
    await wait(intervalMs, signal);
    const { state } = await readStatus(jobId, signal);
    if (state === 'completed' || state === 'failed' || state === 'unknown') {
      return state;
    }
  }
  return 'timed-out';
}
