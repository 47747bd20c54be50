import { whenIdle, whenNearViewport } from '../../lib/visibility.ts';
import type { NeuralNetworkAnimation } from './neural-network-canvas.ts';
import { neuralNetworkSettings } from './neural-network-settings.ts';

type NeuralNetworkStatus = 'waiting' | 'running' | 'unavailable';

const interactiveTargets = 'a, button, input, select, textarea, summary, [role="button"]';

/**
 * The browser code of the hero's canvas (a DOM island: neural-network-backdrop.island.tsx).
 * Starts the network once the page is idle and the canvas is near the viewport: its code
 * arrives by dynamic import, so it is never part of the island's own chunk, let alone the
 * page's initial JavaScript. A press anywhere in the section around the canvas (the hero) that
 * is not on a link or button fires the nearest neuron. 'unavailable' (no canvas, or its code
 * failed to load) leaves the static gradient in place. The state is the backdrop's
 * `data-network-state`.
 */
export function startNeuralNetworkBackdrop(root: HTMLElement): void {
  const backdrop = root.querySelector<HTMLElement>('[data-network-state]');
  const canvas = root.querySelector('canvas');
  const area = root.closest('section');
  if (!backdrop || !canvas || !area) {
    return;
  }
  let animation: NeuralNetworkAnimation | null = null;
  const show = (status: NeuralNetworkStatus) => {
    backdrop.dataset.networkState = status;
    canvas.classList.toggle('opacity-0', status !== 'running');
    canvas.classList.toggle('opacity-100', status === 'running');
  };
  const start = async () => {
    try {
      const { startNeuralNetwork } = await import('./neural-network-canvas.ts');
      animation = startNeuralNetwork(canvas);
      show(animation ? 'running' : 'unavailable');
    } catch {
      show('unavailable');
    }
  };
  // Without IntersectionObserver, whenNearViewport runs the task at once (app/lib/visibility.ts).
  whenNearViewport(canvas, () => whenIdle(() => void start()), neuralNetworkSettings.preloadMargin);
  area.addEventListener('pointerdown', (event: PointerEvent) => {
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
  });
}
