import { observeOnScreen, reducedMotionQuery } from '../../lib/visibility.ts';
import {
  createNetwork,
  findNearestNeuron,
  fireNeuron,
  layoutNetwork,
  type NetworkSize,
  type NeuralNetwork,
  nextBurstDelayMs,
  pickInputBurst,
  type Random,
  stepNetwork,
} from './neural-network-model.ts';
import { neuralNetworkSettings } from './neural-network-settings.ts';

// Loaded by dynamic import only (neural-network-start.ts): the route's own JavaScript never
// carries the animation, and a static gradient stands in until it runs.

export interface NeuralNetworkAnimation {
  /** Fires the neuron nearest to a point in the canvas's CSS pixels. */
  fireAt(x: number, y: number): void;
  dispose(): void;
}

const restColour = [51, 65, 85] as const;
const activeColour = [125, 211, 252] as const;

function mix(activation: number): string {
  const channel = (index: 0 | 1 | 2) =>
    Math.round(restColour[index] + (activeColour[index] - restColour[index]) * activation);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

export function drawNetwork(
  context: CanvasRenderingContext2D,
  network: NeuralNetwork,
  size: NetworkSize,
): void {
  const { neurons, layers, signals } = network;
  context.clearRect(0, 0, size.width, size.height);
  context.lineWidth = 1;
  context.strokeStyle = 'rgba(148, 163, 184, 0.12)';
  context.beginPath();
  layers.forEach((layer, index) => {
    for (const from of layer) {
      for (const to of layers[index + 1] ?? []) {
        const a = neurons[from];
        const b = neurons[to];
        if (a && b) {
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
        }
      }
    }
  });
  context.stroke();

  for (const signal of signals) {
    const a = neurons[signal.from];
    const b = neurons[signal.to];
    if (!a || !b) {
      continue;
    }
    context.strokeStyle = 'rgba(56, 189, 248, 0.35)';
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
    context.fillStyle = 'rgba(186, 230, 253, 0.95)';
    context.beginPath();
    context.arc(
      a.x + (b.x - a.x) * signal.progress,
      a.y + (b.y - a.y) * signal.progress,
      2.5,
      0,
      Math.PI * 2,
    );
    context.fill();
  }

  for (const neuron of neurons) {
    if (neuron.activation > 0) {
      context.fillStyle = `rgba(56, 189, 248, ${0.22 * neuron.activation})`;
      context.beginPath();
      context.arc(neuron.x, neuron.y, 6 + 12 * neuron.activation, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = mix(neuron.activation);
    context.beginPath();
    context.arc(neuron.x, neuron.y, 4 + 2 * neuron.activation, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * Runs the hero's network on the canvas, or answers null when the browser gives no 2D context
 * (the gradient then stays). spec: chat-news-admin §9: bursts of 1 to 3 input neurons every 300
 * to 800 ms; ours: it stops entirely while off screen or in a hidden tab, and under
 * prefers-reduced-motion it draws one still frame and ignores clicks.
 */
export function startNeuralNetwork(
  canvas: HTMLCanvasElement,
  random: Random = Math.random,
): NeuralNetworkAnimation | null {
  const context = canvas.getContext('2d');
  if (!context) {
    return null;
  }
  const size: NetworkSize = { width: 0, height: 0 };
  const network = createNetwork(size);
  const motion =
    typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
  let isOnScreen = true;
  let isDisposed = false;
  let frame = 0;
  let burstTimer: number | undefined;
  let lastTime: number | undefined;
  let pixelRatioQuery: MediaQueryList | null = null;

  const isStill = () => motion?.matches === true;
  const shouldRun = () =>
    !isDisposed && isOnScreen && document.visibilityState !== 'hidden' && !isStill();

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, neuralNetworkSettings.maxPixelRatio);
    size.width = canvas.clientWidth;
    size.height = canvas.clientHeight;
    canvas.width = Math.max(1, Math.round(size.width * ratio));
    canvas.height = Math.max(1, Math.round(size.height * ratio));
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    layoutNetwork(network, size);
    drawNetwork(context, network, size);
  };

  // A window moved to a screen of another pixel density keeps its CSS size: no resize event.
  const watchPixelRatio = () => {
    pixelRatioQuery?.removeEventListener('change', onPixelRatioChange);
    pixelRatioQuery =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`)
        : null;
    pixelRatioQuery?.addEventListener('change', onPixelRatioChange);
  };
  function onPixelRatioChange() {
    resize();
    watchPixelRatio();
  }

  const tick = (time: number) => {
    frame = 0;
    if (!shouldRun()) {
      return;
    }
    stepNetwork(network, lastTime === undefined ? 0 : time - lastTime, random);
    lastTime = time;
    drawNetwork(context, network, size);
    frame = requestAnimationFrame(tick);
  };

  const scheduleBurst = () => {
    burstTimer = window.setTimeout(() => {
      burstTimer = undefined;
      if (!shouldRun()) {
        return;
      }
      for (const index of pickInputBurst(network, random)) {
        fireNeuron(network, index, random);
      }
      scheduleBurst();
    }, nextBurstDelayMs(random));
  };

  const sync = () => {
    if (shouldRun()) {
      if (frame === 0) {
        lastTime = undefined;
        frame = requestAnimationFrame(tick);
      }
      if (burstTimer === undefined) {
        scheduleBurst();
      }
      return;
    }
    cancelAnimationFrame(frame);
    frame = 0;
    window.clearTimeout(burstTimer);
    burstTimer = undefined;
    if (isStill() && !isDisposed) {
      network.signals = [];
      for (const neuron of network.neurons) {
        neuron.activation = 0;
      }
      drawNetwork(context, network, size);
    }
  };

  const resizeObserver =
    typeof ResizeObserver === 'function' ? new ResizeObserver(() => resize()) : null;
  if (resizeObserver) {
    resizeObserver.observe(canvas);
  } else {
    window.addEventListener('resize', resize);
  }
  document.addEventListener('visibilitychange', sync);
  motion?.addEventListener('change', sync);
  resize();
  watchPixelRatio();
  const stopWatching = observeOnScreen(canvas, (onScreen) => {
    isOnScreen = onScreen;
    sync();
  });
  sync();

  return {
    fireAt(x, y) {
      if (!shouldRun()) {
        return;
      }
      const index = findNearestNeuron(network, x, y);
      if (index !== null) {
        fireNeuron(network, index, random);
      }
    },
    dispose() {
      isDisposed = true;
      sync();
      stopWatching();
      resizeObserver?.disconnect();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', sync);
      motion?.removeEventListener('change', sync);
      pixelRatioQuery?.removeEventListener('change', onPixelRatioChange);
    },
  };
}
