import { type RefObject, useEffect, useState } from 'react';
import { whenIdle, whenNearViewport } from '../../lib/visibility.ts';
import type { NeuralNetworkAnimation } from './neural-network-canvas.ts';
import { neuralNetworkSettings } from './neural-network-settings.ts';

export type NeuralNetworkStatus = 'waiting' | 'running' | 'unavailable';

const interactiveTargets = 'a, button, input, select, textarea, summary, [role="button"]';

/**
 * Starts the hero's network once the page is idle and the canvas is near the viewport: its code
 * arrives by dynamic import, so it is never part of the island's own chunk
 * (neural-network-backdrop.island.tsx), let alone the page's initial JavaScript. A press anywhere
 * in the section around the canvas (the hero, whose text is static HTML outside the island) that
 * is not on a link or button fires the nearest neuron. 'unavailable' (no canvas, or its code
 * failed to load) leaves the static gradient in place.
 */
export function useNeuralNetwork(
  canvasRef: RefObject<HTMLCanvasElement | null>,
): NeuralNetworkStatus {
  const [status, setStatus] = useState<NeuralNetworkStatus>('waiting');

  useEffect(() => {
    const canvas = canvasRef.current;
    const area = canvas?.closest('section');
    if (!area || !canvas) {
      return;
    }
    let animation: NeuralNetworkAnimation | null = null;
    let isDisposed = false;
    let cancelIdle: (() => void) | undefined;

    const start = async () => {
      try {
        const { startNeuralNetwork } = await import('./neural-network-canvas.ts');
        if (isDisposed) {
          return;
        }
        animation = startNeuralNetwork(canvas);
        setStatus(animation ? 'running' : 'unavailable');
      } catch {
        if (!isDisposed) {
          setStatus('unavailable');
        }
      }
    };
    const startWhenIdle = () => {
      cancelIdle = whenIdle(() => void start());
    };
    // Without IntersectionObserver there is nothing to wait for: the hero opens the page.
    let cancelNear: () => void = () => undefined;
    if (typeof IntersectionObserver === 'function') {
      cancelNear = whenNearViewport(canvas, startWhenIdle, neuralNetworkSettings.preloadMargin);
    } else {
      startWhenIdle();
    }

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (
        !animation ||
        event.button !== 0 ||
        (target instanceof Element && target.closest(interactiveTargets))
      ) {
        return;
      }
      const box = canvas.getBoundingClientRect();
      animation.fireAt(event.clientX - box.left, event.clientY - box.top);
    };
    area.addEventListener('pointerdown', onPointerDown);

    return () => {
      isDisposed = true;
      cancelNear();
      cancelIdle?.();
      area.removeEventListener('pointerdown', onPointerDown);
      animation?.dispose();
    };
  }, [canvasRef]);

  return status;
}
