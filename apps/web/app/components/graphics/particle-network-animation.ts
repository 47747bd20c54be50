import { observeOnScreen, prefersReducedMotion, whenIdle } from '../../lib/visibility.ts';
import type { NetworkSize } from './particle-network.ts';
import { type NetworkWorkerMessage, startNetworkLoop } from './particle-network-loop.ts';

// Starts the network on the hero's prerendered canvas (particle-network-graphic.island.tsx).
// Drawn on the main thread, its frames kept the thread busy most of the time at Lighthouse's 4x
// CPU slowdown, so a browser that can hand a canvas to a worker (OffscreenCanvas) draws it
// there; others draw it here.

/** Hands the canvas to a worker; returns how to pause it and how to end it. */
function startInWorker(canvas: HTMLCanvasElement, size: NetworkSize) {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./particle-network.worker.ts', import.meta.url), {
    type: 'module',
  });
  const send = (message: NetworkWorkerMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  send({ type: 'start', canvas: offscreen, size, pixelRatio: window.devicePixelRatio }, [
    offscreen,
  ]);
  return {
    setRunning: (isRunning: boolean) => send({ type: 'running', isRunning }),
    stop: () => worker.terminate(),
  };
}

function startHere(canvas: HTMLCanvasElement, size: NetworkSize) {
  const loop = startNetworkLoop(canvas, size, window.devicePixelRatio);
  return loop && { setRunning: loop.setRunning, stop: () => loop.setRunning(false) };
}

/**
 * Fills `canvas` with the network once the main thread is idle and animates it while it is on
 * screen; under prefers-reduced-motion it draws one still frame. Returns the stop.
 */
export function startParticleNetwork(canvas: HTMLCanvasElement): () => void {
  let stopWatching: () => void = () => undefined;
  let stopDrawing: () => void = () => undefined;
  const cancelIdle = whenIdle(() => {
    const size: NetworkSize = { width: canvas.clientWidth, height: canvas.clientHeight };
    const network =
      typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function'
        ? startInWorker(canvas, size)
        : startHere(canvas, size);
    if (!network) {
      return;
    }
    stopDrawing = network.stop;
    if (!prefersReducedMotion()) {
      stopWatching = observeOnScreen(canvas, network.setRunning);
    }
  });
  return () => {
    cancelIdle();
    stopWatching();
    stopDrawing();
  };
}
