import { decorative } from '@phi/contracts/constants';
import { type RefObject, useEffect, useRef } from 'react';
import { observeOnScreen, prefersReducedMotion, whenIdle } from './visibility.ts';

export interface CanvasFrame {
  readonly context: CanvasRenderingContext2D;
  /** CSS pixels; the backing store is scaled by the capped device pixel ratio. */
  readonly width: number;
  readonly height: number;
  /** Seconds of animation so far; it does not advance while the canvas is off screen. */
  readonly time: number;
  /** Seconds since the previous frame (0 for a still frame). */
  readonly delta: number;
}

export type DrawCanvasFrame = (frame: CanvasFrame) => void;

// A gap longer than this (a background tab) is not replayed as one huge step.
const maxStepSeconds = 0.1;

/**
 * Runs a 2D canvas animation after first paint, only while the canvas is on screen, and as a
 * single still frame under prefers-reduced-motion (spec: site-marketing-careers §9, decorative).
 */
export function useCanvasAnimation(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  draw: DrawCanvasFrame,
): void {
  const drawRef = useRef(draw);
  drawRef.current = draw;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) {
      return;
    }
    const still = prefersReducedMotion();
    let width = 0;
    let height = 0;
    let time = 0;
    let frameHandle: number | undefined;
    let last: number | undefined;

    const paint = (delta: number) => {
      if (width > 0 && height > 0) {
        context.clearRect(0, 0, width, height);
        drawRef.current({ context, width, height, time, delta });
      }
    };
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, decorative.maxPixelRatio);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(0);
    };
    const loop = (now: number) => {
      const delta = last === undefined ? 0 : Math.min((now - last) / 1000, maxStepSeconds);
      last = now;
      time += delta;
      paint(delta);
      frameHandle = window.requestAnimationFrame(loop);
    };
    const setRunning = (running: boolean) => {
      if (running && frameHandle === undefined && !still) {
        last = undefined;
        frameHandle = window.requestAnimationFrame(loop);
      } else if (!running && frameHandle !== undefined) {
        window.cancelAnimationFrame(frameHandle);
        frameHandle = undefined;
      }
    };

    let stopWatching: (() => void) | undefined;
    const resizeObserver = new ResizeObserver(resize);
    const cancelIdle = whenIdle(() => {
      resizeObserver.observe(canvas);
      resize();
      stopWatching = observeOnScreen(canvas, setRunning);
    });
    return () => {
      cancelIdle();
      resizeObserver.disconnect();
      stopWatching?.();
      setRunning(false);
    };
  }, [canvasRef]);
}
