import { afterEach, describe, expect, it, vi } from 'vitest';
import { startParticleNetwork } from './particle-network-animation.ts';
import type { NetworkWorkerMessage } from './particle-network-loop.ts';
import { countingContext, fakeDisplay } from './particle-network-testing.ts';

function heroCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  Object.defineProperties(canvas, {
    clientWidth: { value: 1200 },
    clientHeight: { value: 640 },
  });
  return canvas;
}

/** Idle comes from a timer, and the canvas counts as on screen (no IntersectionObserver). */
function withoutIdleCallbackOrObserver() {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.stubGlobal('IntersectionObserver', undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startParticleNetwork', () => {
  it('hands the canvas to a worker once idle and tells it to run while on screen', () => {
    withoutIdleCallbackOrObserver();
    const posted: Array<{ message: NetworkWorkerMessage; transfer: Transferable[] }> = [];
    const terminate = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        postMessage(message: NetworkWorkerMessage, transfer: Transferable[]) {
          posted.push({ message, transfer });
        }
        terminate = terminate;
      },
    );
    const canvas = heroCanvas();
    const offscreen = { width: 0, height: 0 };
    canvas.transferControlToOffscreen = () => offscreen as unknown as OffscreenCanvas;

    const stop = startParticleNetwork(canvas);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(posted).toEqual([
      {
        message: {
          type: 'start',
          canvas: offscreen,
          size: { width: 1200, height: 640 },
          pixelRatio: window.devicePixelRatio,
        },
        transfer: [offscreen],
      },
      { message: { type: 'running', isRunning: true }, transfer: [] },
    ]);
    stop();
    expect(terminate).toHaveBeenCalledOnce();
  });

  it('draws on the main thread where a canvas cannot go to a worker', () => {
    withoutIdleCallbackOrObserver();
    const display = fakeDisplay();
    const { context, counts } = countingContext();
    const canvas = heroCanvas();
    canvas.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
    Object.defineProperty(canvas, 'transferControlToOffscreen', { value: undefined });

    const stop = startParticleNetwork(canvas);
    expect(counts.frames).toBe(0);
    vi.advanceTimersByTime(10);
    // The still frame, then 30 frames a second.
    display.runDisplayFrames(60);
    expect(counts.frames).toBe(1 + 30);
    expect(canvas.width).toBe(1200 * Math.min(window.devicePixelRatio || 1, 2));

    stop();
    expect(display.pending()).toBe(0);
  });
});
