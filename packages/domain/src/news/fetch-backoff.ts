import { newsPipelineLimits } from '@phi/contracts/constants';

/** Stored error text: the fetch log and the source's last error keep this much of it. */
export const fetchErrorMaxChars = 1000;

/** Jitter spreads sources that failed together (say, a network outage) over ±20%. */
export const backoffJitter = 0.2;

/**
 * How long a source waits after its `consecutiveFailures`-th failure in a row: 15 minutes,
 * doubling each time, at most 24 hours, then ±20% by `random` (a number in [0, 1), 0.5 for
 * none).
 */
export function failureBackoffMs(consecutiveFailures: number, random: number): number {
  const { failureBackoffBaseMs, failureBackoffMaxMs } = newsPipelineLimits;
  const doublings = Math.max(0, consecutiveFailures - 1);
  const delay = Math.min(failureBackoffBaseMs * 2 ** doublings, failureBackoffMaxMs);
  return Math.round(delay * (1 - backoffJitter + 2 * backoffJitter * random));
}

/**
 * The waits after the 1st, 2nd, … failure in a row, up to the first that reaches the 24-hour
 * cap (the wait for every later failure), with one `random` for all: the database picks the
 * one for the source's count in the same statement that increments it.
 */
export function failureWaitsMs(random: number): number[] {
  const { failureBackoffBaseMs, failureBackoffMaxMs } = newsPipelineLimits;
  const waits: number[] = [];
  for (let failures = 1; ; failures += 1) {
    waits.push(failureBackoffMs(failures, random));
    if (failureBackoffBaseMs * 2 ** (failures - 1) >= failureBackoffMaxMs || failures >= 64) {
      return waits;
    }
  }
}

/** Cuts text to `max` characters (whole code points, so no half emoji is stored). */
export function cutText(text: string, max: number = fetchErrorMaxChars): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
