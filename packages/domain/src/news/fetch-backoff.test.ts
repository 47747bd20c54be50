import { describe, expect, it } from 'vitest';
import { cutText, failureBackoffMs, failureWaitsMs } from './fetch-backoff.ts';

const minute = 60 * 1000;
const hour = 60 * minute;

describe('failureBackoffMs', () => {
  it('waits 15 minutes after the first failure, doubling each time, at most 24 hours', () => {
    const noJitter = 0.5;
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((failures) => failureBackoffMs(failures, noJitter)),
    ).toEqual([
      15 * minute,
      30 * minute,
      60 * minute,
      2 * hour,
      4 * hour,
      8 * hour,
      16 * hour,
      24 * hour,
      24 * hour,
    ]);
    expect(failureBackoffMs(10_000, noJitter)).toBe(24 * hour);
  });

  it('lists the waits up to the first at the 24-hour cap, for the database to pick from', () => {
    expect(failureWaitsMs(0.5)).toEqual([
      15 * minute,
      30 * minute,
      60 * minute,
      2 * hour,
      4 * hour,
      8 * hour,
      16 * hour,
      24 * hour,
    ]);
    expect(failureWaitsMs(0)[0]).toBe(12 * minute);
    expect(failureWaitsMs(0).at(-1)).toBe(69_120_000);
  });

  it('spreads the wait by ±20%', () => {
    expect(failureBackoffMs(1, 0)).toBe(12 * minute);
    expect(failureBackoffMs(1, 0.999_999)).toBe(18 * minute);
    // 80% of the 24-hour cap: 19.2 hours.
    expect(failureBackoffMs(9, 0)).toBe(69_120_000);
  });
});

describe('cutText', () => {
  it('keeps 1000 characters of an error, whole code points', () => {
    expect(cutText('x'.repeat(1500))).toHaveLength(1000);
    expect(cutText('short')).toBe('short');
    const emoji = '🔥'.repeat(1001);
    expect(Array.from(cutText(emoji))).toHaveLength(1000);
  });
});
