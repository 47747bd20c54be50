import { vi } from 'vitest';
import type { NetworkContext } from './particle-network-loop.ts';

// Test doubles for the particle network's tests: happy-dom has no 2D canvas and no display.

export const displayFrameMs = 1000 / 60;

/** A 2D context that counts the frames drawn with it (happy-dom draws nothing). */
export function countingContext() {
  const counts = { frames: 0, particles: 0 };
  const context = {
    clearRect() {
      counts.frames += 1;
      counts.particles = 0;
    },
    fillRect() {
      counts.particles += 1;
    },
    scale: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => undefined,
  };
  return { context: context as unknown as NetworkContext, counts };
}

/** requestAnimationFrame under the test's control: `runDisplayFrames` plays a 60 Hz display. */
export function fakeDisplay() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let nextHandle = 1;
  let now = 1000;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => callbacks.delete(handle));
  return {
    pending: () => callbacks.size,
    runDisplayFrames(count: number) {
      for (let frame = 0; frame < count; frame += 1) {
        const due = [...callbacks.values()];
        callbacks.clear();
        for (const callback of due) {
          callback(now);
        }
        now += displayFrameMs;
      }
    },
  };
}
