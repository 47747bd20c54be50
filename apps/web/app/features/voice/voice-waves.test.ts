import { getWaveIntervalMs } from '@phi/contracts/public';
import { describe, expect, it } from 'vitest';
import { readHeapLimitBytes } from './voice-waves.ts';

const GB = 1024 * 1024 * 1024;

// spec: voice §9, wave creation interval 300 ms; 400 ms if memory is unknown; 500 ms on
// low-memory devices (heap limit below 2 GB)
describe('wave interval by device memory', () => {
  it('reads Chromium performance.memory and leaves other browsers unknown', () => {
    expect(readHeapLimitBytes({ memory: { jsHeapSizeLimit: 4 * GB } })).toBe(4 * GB);
    expect(readHeapLimitBytes({})).toBeUndefined();
    expect(readHeapLimitBytes(undefined)).toBeUndefined();
    expect(readHeapLimitBytes({ memory: { jsHeapSizeLimit: 0 } })).toBeUndefined();
  });

  it('is 300 ms, 400 ms unknown, 500 ms below a 2 GB heap', () => {
    const interval = (performanceLike: unknown) =>
      getWaveIntervalMs(readHeapLimitBytes(performanceLike));
    expect(interval({ memory: { jsHeapSizeLimit: 4 * GB } })).toBe(300);
    expect(interval({})).toBe(400);
    expect(interval({ memory: { jsHeapSizeLimit: 1 * GB } })).toBe(500);
  });
});
