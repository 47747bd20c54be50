import { neuralNetworkSettings } from './neural-network-settings.ts';

// The news hero's network as plain data (spec: chat-news-admin §2, "an animated neural-network
// canvas that reacts to clicks"): neurons in layers, links between neighbouring layers, and
// signals travelling along them. No drawing here, so the behaviour is tested without a canvas.

export interface NetworkSize {
  width: number;
  height: number;
}

export interface Neuron {
  x: number;
  y: number;
  layer: number;
  /** 1 when it fires, fading to 0. */
  activation: number;
  /** Time left before it may fire again. */
  refractoryMs: number;
}

export interface Signal {
  from: number;
  to: number;
  /** 0 at `from`, 1 on arrival at `to`. */
  progress: number;
}

export interface NeuralNetwork {
  readonly neurons: Neuron[];
  /** Neuron indices per layer, input first. */
  readonly layers: readonly (readonly number[])[];
  signals: Signal[];
}

export type Random = () => number;

const settings = neuralNetworkSettings;

export function createNetwork(
  size: NetworkSize,
  layerSizes: readonly number[] = settings.layers,
): NeuralNetwork {
  const neurons: Neuron[] = [];
  const layers = layerSizes.map((count, layer) =>
    Array.from({ length: count }, () => {
      neurons.push({ x: 0, y: 0, layer, activation: 0, refractoryMs: 0 });
      return neurons.length - 1;
    }),
  );
  const network: NeuralNetwork = { neurons, layers, signals: [] };
  layoutNetwork(network, size);
  return network;
}

/** Places the layers as evenly spaced columns across the size; state is kept (resize). */
export function layoutNetwork(network: NeuralNetwork, size: NetworkSize): void {
  const marginX = Math.min(size.width * 0.1, 120);
  const marginY = size.height * 0.14;
  const columns = Math.max(network.layers.length - 1, 1);
  network.layers.forEach((indices, layer) => {
    const x = marginX + ((size.width - 2 * marginX) * layer) / columns;
    const rowHeight = (size.height - 2 * marginY) / indices.length;
    indices.forEach((index, row) => {
      const neuron = network.neurons[index];
      if (neuron) {
        neuron.x = x;
        neuron.y = marginY + rowHeight * (row + 0.5);
      }
    });
  });
}

/** A whole number from min to max, both included. */
function randomBetween(min: number, max: number, random: Random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Distinct items picked at random, at most `count`. */
function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    if (item !== undefined) {
      picked.push(item);
    }
  }
  return picked;
}

/**
 * Fires one neuron: it lights up and signals neurons of the next layer, unless it fired a
 * moment ago (then it only lights up, so a burst never multiplies without end).
 */
export function fireNeuron(network: NeuralNetwork, index: number, random: Random): boolean {
  const neuron = network.neurons[index];
  if (!neuron) {
    return false;
  }
  neuron.activation = 1;
  if (neuron.refractoryMs > 0) {
    return false;
  }
  neuron.refractoryMs = settings.refractoryMs;
  const next = network.layers[neuron.layer + 1] ?? [];
  for (const to of pickDistinct(next, settings.fanOut, random)) {
    if (network.signals.length < settings.maxSignals) {
      network.signals.push({ from: index, to, progress: 0 });
    }
  }
  return true;
}

/** spec: chat-news-admin §9, 1 to 3 distinct input neurons at a time. */
export function pickInputBurst(network: NeuralNetwork, random: Random): number[] {
  const count = randomBetween(settings.burst.min, settings.burst.max, random);
  return pickDistinct(network.layers[0] ?? [], count, random);
}

/** spec: chat-news-admin §9, the next burst comes 300 to 800 ms after the last. */
export function nextBurstDelayMs(random: Random): number {
  return randomBetween(settings.burstIntervalMs.min, settings.burstIntervalMs.max, random);
}

/** Moves the network on by `elapsedMs`: signals travel, arrivals fire, glows fade. */
export function stepNetwork(network: NeuralNetwork, elapsedMs: number, random: Random): void {
  const step = Math.min(Math.max(elapsedMs, 0), settings.maxFrameMs);
  for (const neuron of network.neurons) {
    neuron.activation = Math.max(0, neuron.activation - step / settings.fadeMs);
    neuron.refractoryMs = Math.max(0, neuron.refractoryMs - step);
  }
  const arrived: number[] = [];
  network.signals = network.signals.filter((signal) => {
    signal.progress += step / settings.hopMs;
    if (signal.progress >= 1) {
      arrived.push(signal.to);
      return false;
    }
    return true;
  });
  for (const index of arrived) {
    fireNeuron(network, index, random);
  }
}

/** The neuron closest to a point (canvas CSS pixels), e.g. where the visitor clicked. */
export function findNearestNeuron(network: NeuralNetwork, x: number, y: number): number | null {
  let nearest: number | null = null;
  let best = Number.POSITIVE_INFINITY;
  network.neurons.forEach((neuron, index) => {
    const distance = (neuron.x - x) ** 2 + (neuron.y - y) ** 2;
    if (distance < best) {
      best = distance;
      nearest = index;
    }
  });
  return nearest;
}

/** Whether anything is still moving or glowing, so an idle frame can be skipped. */
export function isNetworkActive(network: NeuralNetwork): boolean {
  return network.signals.length > 0 || network.neurons.some((neuron) => neuron.activation > 0);
}
