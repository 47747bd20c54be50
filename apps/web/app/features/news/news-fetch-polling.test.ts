import type { NewsFetchStatus } from '@phi/contracts/public';
import { describe, expect, it, vi } from 'vitest';
import { delay, waitForNewsFetch } from './news-fetch-polling.ts';

/** A clock that moves only when the poller waits. */
function fakeClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    now: () => time,
    wait: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
    waits,
  };
}

function statuses(...states: NewsFetchStatus['state'][]) {
  const queue = [...states];
  return vi.fn(
    async (jobId: string): Promise<NewsFetchStatus> => ({
      jobId,
      state: queue.shift() ?? 'running',
    }),
  );
}

// Refresh News waits for its queued fetch (spec: chat-news-admin §4), every 1.5 s for up to 60 s.
describe('waitForNewsFetch', () => {
  it('asks every 1.5 s until the fetch has completed', async () => {
    const clock = fakeClock();
    const readStatus = statuses('waiting', 'running', 'completed');
    await expect(waitForNewsFetch('job-1', { ...clock, readStatus })).resolves.toBe('completed');
    expect(readStatus).toHaveBeenCalledTimes(3);
    expect(readStatus).toHaveBeenCalledWith('job-1', undefined);
    expect(clock.waits).toEqual([1500, 1500, 1500]);
  });

  it.each(['failed', 'unknown'] as const)('stops when the fetch is %s', async (state) => {
    const clock = fakeClock();
    await expect(
      waitForNewsFetch('job-1', { ...clock, readStatus: statuses('running', state) }),
    ).resolves.toBe(state);
  });

  it('gives up after 60 s', async () => {
    const clock = fakeClock();
    const readStatus = statuses();
    await expect(waitForNewsFetch('job-1', { ...clock, readStatus })).resolves.toBe('timed-out');
    expect(readStatus).toHaveBeenCalledTimes(40);
    expect(clock.now()).toBe(60_000);
  });

  it('passes a failed status read on', async () => {
    const clock = fakeClock();
    const failure = new Error('503');
    const readStatus = vi.fn(async () => {
      throw failure;
    });
    await expect(waitForNewsFetch('job-1', { ...clock, readStatus })).rejects.toBe(failure);
  });
});

describe('delay', () => {
  it('rejects with an AbortError as soon as its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = delay(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(delay(1, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
