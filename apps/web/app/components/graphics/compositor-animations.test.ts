import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepAnimationsOffMainThread,
  moveCssAnimationsToWebAnimations,
} from './compositor-animations.ts';

// happy-dom has no Web Animations API: the animations here are stand-ins with the fields the
// module reads.

class FakeKeyframeEffect {
  constructor(
    readonly target: { animate: ReturnType<typeof vi.fn> },
    readonly keyframes: object[],
    readonly timing: { iterations: number; duration: number; delay: number },
  ) {}
  getKeyframes() {
    return this.keyframes;
  }
  getTiming() {
    return this.timing;
  }
}

function fakeAnimation(
  options: { animationName?: string; iterations: number },
  copy = { currentTime: null as number | null, cancel: vi.fn() },
) {
  const target = { animate: vi.fn(() => copy) };
  const keyframes = [{ transform: 'scaleY(0.25)', offset: 0 }];
  const timing = { iterations: options.iterations, duration: 833, delay: 119 };
  return {
    animation: {
      ...(options.animationName ? { animationName: options.animationName } : {}),
      currentTime: 400,
      effect: new FakeKeyframeEffect(target, keyframes, timing),
      cancel: vi.fn(),
    },
    target,
    keyframes,
    timing,
    copy,
  };
}

function rootWith(animations: object[]): HTMLElement {
  const root = document.createElement('div');
  root.getAnimations = (() => animations) as unknown as HTMLElement['getAnimations'];
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moveCssAnimationsToWebAnimations', () => {
  it('copies each infinite CSS animation, in phase, and cancels the CSS one', () => {
    vi.stubGlobal('KeyframeEffect', FakeKeyframeEffect);
    const bar = fakeAnimation({ animationName: 'voice-bar', iterations: Number.POSITIVE_INFINITY });
    const reveal = fakeAnimation({ animationName: 'reveal', iterations: 1 });
    const scripted = fakeAnimation({ iterations: Number.POSITIVE_INFINITY });

    const copies = moveCssAnimationsToWebAnimations(
      rootWith([bar.animation, reveal.animation, scripted.animation]),
    );

    expect(copies).toEqual([bar.copy]);
    expect(bar.target.animate).toHaveBeenCalledWith(bar.keyframes, bar.timing);
    expect(bar.copy.currentTime).toBe(400);
    expect(bar.animation.cancel).toHaveBeenCalledOnce();
    for (const untouched of [reveal, scripted]) {
      expect(untouched.target.animate).not.toHaveBeenCalled();
      expect(untouched.animation.cancel).not.toHaveBeenCalled();
    }
  });

  it('leaves the CSS animations running where the Web Animations API is missing', () => {
    vi.stubGlobal('KeyframeEffect', undefined);
    const bar = fakeAnimation({ animationName: 'voice-bar', iterations: Number.POSITIVE_INFINITY });
    expect(moveCssAnimationsToWebAnimations(rootWith([bar.animation]))).toEqual([]);
    expect(bar.animation.cancel).not.toHaveBeenCalled();
  });
});

describe('keepAnimationsOffMainThread', () => {
  it('stops the copies when the visitor turns reduced motion on', () => {
    vi.stubGlobal('KeyframeEffect', FakeKeyframeEffect);
    const listeners: Array<() => void> = [];
    const query = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('matchMedia', () => query);
    const bar = fakeAnimation({ animationName: 'voice-bar', iterations: Number.POSITIVE_INFINITY });

    keepAnimationsOffMainThread(rootWith([bar.animation]));
    expect(bar.copy.cancel).not.toHaveBeenCalled();
    query.matches = true;
    for (const listener of listeners) {
      listener();
    }
    expect(bar.copy.cancel).toHaveBeenCalledOnce();
  });
});
