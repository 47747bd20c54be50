import { describe, expect, it } from 'vitest';
import { formatCost, formatDateTime, formatDay, formatDuration, formatMs } from './usage-format.ts';

describe('the dashboard formats', () => {
  it('shows costs under a cent with four decimals and others with cents', () => {
    expect(formatCost(0.0042)).toBe('$0.0042');
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCost(12.5)).toBe('$12.50');
  });

  it('shows latencies in ms below a second and in seconds above', () => {
    expect(formatMs(620)).toBe('620 ms');
    expect(formatMs(1360)).toBe('1.36 s');
    expect(formatMs(null)).toBe('–');
  });

  it('shows durations as minutes and seconds, and dates in UTC', () => {
    expect(formatDuration(45.5)).toBe('0:46');
    expect(formatDuration(150)).toBe('2:30');
    expect(formatDay('2026-11-24')).toBe('24 Nov');
    expect(formatDateTime('2026-11-24T18:05:00.000Z')).toBe('24 Nov 2026, 18:05 UTC');
  });
});
