import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNetworkLoop, drawIntervalMs, framesSince } from './particle-network-loop.ts';
import { countingContext, displayFrameMs, fakeDisplay } from './particle-network-testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('particle network loop', () => {
  it('draws a frame at most every 1000 / 30 ms, less a millisecond of display jitter', () => {
    expect(drawIntervalMs).toBeCloseTo(32.333, 3);
  });

  it('moves the particles by the 60 Hz frames passed, at most 4 after a pause', () => {
    expect(framesSince(undefined, 5000)).toBe(1);
    expect(framesSince(1000, 1000 + 2 * displayFrameMs)).toBeCloseTo(2);
    expect(framesSince(1000, 9000)).toBe(4);
  });

  it('draws 30 frames a second of the 800 particles on a 60 Hz display, none while paused', () => {
    const display = fakeDisplay();
    const { context, counts } = countingContext();
    const loop = createNetworkLoop(context, { width: 1200, height: 640 });
    expect(counts.frames).toBe(0);

    loop.setRunning(true);
    display.runDisplayFrames(60);
    expect(counts.frames).toBe(30);
    expect(counts.particles).toBe(800);

    loop.setRunning(false);
    expect(display.pending()).toBe(0);
    display.runDisplayFrames(60);
    expect(counts.frames).toBe(30);
  });
});
