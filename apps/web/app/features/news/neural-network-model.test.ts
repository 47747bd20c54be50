import { describe, expect, it } from 'vitest';
import {
  createNetwork,
  findNearestNeuron,
  fireNeuron,
  isNetworkActive,
  layoutNetwork,
  nextBurstDelayMs,
  pickInputBurst,
  stepNetwork,
} from './neural-network-model.ts';
import { neuralNetworkSettings } from './neural-network-settings.ts';

const size = { width: 1000, height: 600 };

/** A repeatable stand-in for Math.random. */
function seeded(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

describe('the news hero network', () => {
  it('lays the layers out as columns, input on the left, and follows a resize', () => {
    const network = createNetwork(size);
    expect(network.layers.map((layer) => layer.length)).toEqual([...neuralNetworkSettings.layers]);
    const columnX = network.layers.map((layer) => network.neurons[layer[0] ?? -1]?.x ?? -1);
    expect(columnX).toEqual([...columnX].sort((a, b) => a - b));
    for (const neuron of network.neurons) {
      expect(neuron.x).toBeGreaterThan(0);
      expect(neuron.x).toBeLessThan(size.width);
      expect(neuron.y).toBeGreaterThan(0);
      expect(neuron.y).toBeLessThan(size.height);
    }
    layoutNetwork(network, { width: 400, height: 300 });
    expect(Math.max(...network.neurons.map((neuron) => neuron.x))).toBeLessThan(400);
  });

  // spec: chat-news-admin §9, "activates 1 to 3 input neurons every 300 to 800 ms"
  it('fires 1 to 3 distinct input neurons per burst, 300 to 800 ms apart', () => {
    const network = createNetwork(size);
    const random = seeded();
    const counts = new Set<number>();
    const inputs = new Set(network.layers[0]);
    for (let run = 0; run < 300; run += 1) {
      const burst = pickInputBurst(network, random);
      counts.add(burst.length);
      expect(new Set(burst).size).toBe(burst.length);
      expect(burst.every((index) => inputs.has(index))).toBe(true);
      const delay = nextBurstDelayMs(random);
      expect(delay).toBeGreaterThanOrEqual(300);
      expect(delay).toBeLessThanOrEqual(800);
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(nextBurstDelayMs(() => 0)).toBe(300);
    expect(nextBurstDelayMs(() => 0.999_999)).toBe(800);
  });

  it('finds the neuron nearest to a click', () => {
    const network = createNetwork(size);
    const target = network.neurons[12];
    if (!target) {
      throw new Error('no neuron 12');
    }
    expect(findNearestNeuron(network, target.x + 3, target.y - 2)).toBe(12);
  });

  it('carries a fired neuron’s signal through every following layer', () => {
    const network = createNetwork(size);
    const random = seeded(3);
    const first = network.layers[0]?.[0] ?? -1;
    expect(fireNeuron(network, first, random)).toBe(true);
    expect(network.signals).toHaveLength(neuralNetworkSettings.fanOut);
    expect(network.signals.every((signal) => network.neurons[signal.to]?.layer === 1)).toBe(true);

    const reached = new Set<number>([0]);
    for (let elapsed = 0; elapsed < 5000; elapsed += 16) {
      stepNetwork(network, 16, random);
      for (const neuron of network.neurons) {
        if (neuron.activation > 0.9) {
          reached.add(neuron.layer);
        }
      }
    }
    expect([...reached].sort()).toEqual(network.layers.map((_, layer) => layer));
    expect(isNetworkActive(network)).toBe(false);
  });

  it('does not fire a neuron again within its refractory time, so bursts stay bounded', () => {
    const network = createNetwork(size);
    const random = seeded(5);
    const first = network.layers[0]?.[0] ?? -1;
    expect(fireNeuron(network, first, random)).toBe(true);
    expect(fireNeuron(network, first, random)).toBe(false);
    expect(network.signals).toHaveLength(neuralNetworkSettings.fanOut);
    stepNetwork(network, neuralNetworkSettings.maxFrameMs, random);
    for (let elapsed = 0; elapsed < neuralNetworkSettings.refractoryMs; elapsed += 16) {
      stepNetwork(network, 16, random);
    }
    expect(fireNeuron(network, first, random)).toBe(true);
  });

  it('moves at most one frame’s worth after a long pause', () => {
    const network = createNetwork(size);
    const random = seeded(9);
    fireNeuron(network, network.layers[0]?.[0] ?? -1, random);
    stepNetwork(network, 60_000, random);
    for (const signal of network.signals) {
      expect(signal.progress).toBeCloseTo(
        neuralNetworkSettings.maxFrameMs / neuralNetworkSettings.hopMs,
      );
    }
  });
});
