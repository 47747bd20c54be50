import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNeuralNetwork } from './neural-network-canvas.ts';

// happy-dom has no 2D canvas: a recording stand-in for the context, and a matchMedia whose
// reduced-motion answer each test sets.

function fakeContext() {
  const calls = { clearRect: 0, arc: 0, setTransform: [] as number[][] };
  const context = {
    clearRect: () => {
      calls.clearRect += 1;
    },
    setTransform: (...values: number[]) => {
      calls.setTransform.push(values);
    },
    arc: () => {
      calls.arc += 1;
    },
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => undefined,
    fill: () => undefined,
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

function makeCanvas(context: CanvasRenderingContext2D | null) {
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'clientWidth', { value: 800 });
  Object.defineProperty(canvas, 'clientHeight', { value: 500 });
  vi.spyOn(canvas, 'getContext').mockReturnValue(context as never);
  return canvas;
}

function mockMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? isReduced : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

let frames: FrameRequestCallback[];

beforeEach(() => {
  frames = [];
  vi.stubGlobal(
    'requestAnimationFrame',
    vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
  );
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  // No IntersectionObserver: the canvas counts as on screen.
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.stubGlobal('devicePixelRatio', 3);
});

afterEach(() => {
  // Back to the prototype's getter.
  Reflect.deleteProperty(document, 'visibilityState');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startNeuralNetwork', () => {
  it('answers null without a 2D context, so the gradient stays', () => {
    mockMotion(false);
    expect(startNeuralNetwork(makeCanvas(null))).toBeNull();
  });

  it('sizes the canvas for the pixel ratio, capped at 2', () => {
    mockMotion(false);
    const { context, calls } = fakeContext();
    const canvas = makeCanvas(context);
    const animation = startNeuralNetwork(canvas);
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(1000);
    expect(calls.setTransform.at(-1)).toEqual([2, 0, 0, 2, 0, 0]);
    animation?.dispose();
  });

  it('draws one still frame under prefers-reduced-motion and ignores clicks', () => {
    mockMotion(true);
    const { context, calls } = fakeContext();
    const animation = startNeuralNetwork(makeCanvas(context));
    expect(calls.clearRect).toBeGreaterThan(0);
    expect(frames).toHaveLength(0);
    const drawn = calls.clearRect;
    animation?.fireAt(10, 10);
    expect(frames).toHaveLength(0);
    expect(calls.clearRect).toBe(drawn);
    animation?.dispose();
  });

  it('animates, fires input bursts on a timer, and stops in a hidden tab and on dispose', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockMotion(false);
    const { context } = fakeContext();
    const animation = startNeuralNetwork(makeCanvas(context), () => 0);
    expect(frames).toHaveLength(1);
    // spec: chat-news-admin §9, the first burst within 300 to 800 ms
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(300);
    expect(vi.getTimerCount()).toBe(1);

    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
    expect(cancelAnimationFrame).toHaveBeenCalled();

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(1);

    animation?.dispose();
    expect(vi.getTimerCount()).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
