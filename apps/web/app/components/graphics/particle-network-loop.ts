import { decorative } from '@phi/contracts/constants';
import {
  createParticles,
  findConnections,
  type NetworkSize,
  type Particle,
  stepParticles,
} from './particle-network.ts';

// The particle network's drawing loop, shared by the worker that draws it off the main thread
// (particle-network.worker.ts) and the main-thread fallback (particle-network-animation.ts).
// A drawn frame costs the drawing and the copy of the whole canvas to the compositor, so the
// loop draws at most decorative.targetFps frames a second (the spec's rate for the decorative
// 3D, 30) instead of one per display frame, and moves the particles by the time passed, so
// they keep their speed.

export type NetworkContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the page tells the worker: the canvas to draw on, then whether it is on screen. */
export type NetworkWorkerMessage =
  | {
      readonly type: 'start';
      readonly canvas: OffscreenCanvas;
      readonly size: NetworkSize;
      readonly pixelRatio: number;
    }
  | { readonly type: 'running'; readonly isRunning: boolean };

/** How long a drawn frame lasts; a display frame's jitter of up to 1 ms still counts. */
export const drawIntervalMs = 1000 / decorative.targetFps - 1;

/** The frame whose duration the particles' speeds are given in (particle-network.ts). */
const speedFrameMs = 1000 / 60;

/** After a pause (a busy thread, a background tab) the particles move on, but never jump. */
const maxFramesPerStep = 4;

/** How many of the particles' 60 Hz frames a drawn frame moves them on. */
export function framesSince(lastDrawnAt: number | undefined, now: number): number {
  if (lastDrawnAt === undefined) {
    return 1;
  }
  return Math.min((now - lastDrawnAt) / speedFrameMs, maxFramesPerStep);
}

/** Sizes the canvas for the device's pixels (capped by the spec) and draws in CSS pixels. */
function sizeCanvas(
  canvas: { width: number; height: number },
  context: NetworkContext,
  size: NetworkSize,
  pixelRatio: number,
): void {
  const ratio = Math.min(pixelRatio || 1, decorative.maxPixelRatio);
  canvas.width = Math.round(size.width * ratio);
  canvas.height = Math.round(size.height * ratio);
  context.scale(ratio, ratio);
}

function draw(context: NetworkContext, particles: readonly Particle[], size: NetworkSize) {
  context.clearRect(0, 0, size.width, size.height);
  context.fillStyle = 'rgba(125, 211, 252, 0.55)';
  for (const particle of particles) {
    context.fillRect(particle.x - 1, particle.y - 1, 2, 2);
  }
  context.lineWidth = 1;
  for (const [a, b, ratio] of findConnections(particles)) {
    context.strokeStyle = `rgba(56, 189, 248, ${(1 - ratio) * 0.6})`;
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  }
}

// A worker without requestAnimationFrame (older Safari) ticks on a timer at the drawing rate.
const requestFrame: (tick: (now: number) => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (tick) => requestAnimationFrame(tick)
    : (tick) => Number(setTimeout(() => tick(performance.now()), drawIntervalMs));
const cancelFrame: (handle: number) => void =
  typeof cancelAnimationFrame === 'function'
    ? (handle) => cancelAnimationFrame(handle)
    : (handle) => clearTimeout(handle);

export interface NetworkLoop {
  /** Draws the particles where they are: the still frame under prefers-reduced-motion. */
  readonly drawStill: () => void;
  /** Starts (drawing a frame at once) or pauses the animation. */
  readonly setRunning: (isRunning: boolean) => void;
}

export function createNetworkLoop(context: NetworkContext, size: NetworkSize): NetworkLoop {
  const particles = createParticles(size);
  let frame = 0;
  let isRunning = false;
  let lastDrawnAt: number | undefined;
  const tick = (now: number) => {
    frame = isRunning ? requestFrame(tick) : 0;
    if (lastDrawnAt !== undefined && now - lastDrawnAt < drawIntervalMs) {
      return;
    }
    stepParticles(particles, size, framesSince(lastDrawnAt, now));
    lastDrawnAt = now;
    draw(context, particles, size);
  };
  return {
    drawStill: () => draw(context, particles, size),
    setRunning: (running) => {
      isRunning = running;
      if (running && frame === 0) {
        // Back on screen: carry on from here rather than catch up on the time away.
        lastDrawnAt = undefined;
        frame = requestFrame(tick);
      } else if (!running && frame !== 0) {
        cancelFrame(frame);
        frame = 0;
      }
    },
  };
}

/**
 * The network on `canvas`, on the page or in the worker: sized for the device's pixels, its
 * first frame drawn, its loop answered (null where the canvas gives no 2D context).
 */
export function startNetworkLoop(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  size: NetworkSize,
  pixelRatio: number,
): NetworkLoop | null {
  const context = canvas.getContext('2d') as NetworkContext | null;
  if (!context) {
    return null;
  }
  sizeCanvas(canvas, context, size, pixelRatio);
  const loop = createNetworkLoop(context, size);
  loop.drawStill();
  return loop;
}
