import { describe, expect, it } from 'vitest';
import {
  createParticleField,
  findConnections,
  type ParticleField,
  particleNetwork,
  stepParticles,
} from './particle-field.ts';
import { voiceBarHeights } from './voice-bar-heights.ts';

function fieldOf(points: readonly [number, number, number][]): ParticleField {
  return {
    count: points.length,
    size: 1000,
    positions: new Float32Array(points.flat()),
    velocities: new Float32Array(points.length * 3),
  };
}

describe('particle network', () => {
  it('uses the spec constants: 800 particles, 60 connections, distance 100', () => {
    expect(particleNetwork).toMatchObject({ count: 800, maxConnections: 60, minDistance: 100 });
    expect(createParticleField().count).toBe(800);
  });

  it('links only pairs closer than the minimum distance, across cell borders', () => {
    const field = fieldOf([
      [0, 0, 0],
      [99, 0, 0],
      [-50, -50, 0],
      [300, 0, 0],
    ]);
    const pairs = findConnections(field, 100, 60).map(({ from, to }) => `${from}-${to}`);
    expect(pairs.sort()).toEqual(['0-1', '0-2']);
  });

  it('caps the connections of each particle', () => {
    const field = fieldOf(Array.from({ length: 10 }, (_, index) => [index, 0, 0] as const));
    const lines = findConnections(field, 100, 3);
    const perParticle = new Map<number, number>();
    for (const { from, to } of lines) {
      perParticle.set(from, (perParticle.get(from) ?? 0) + 1);
      perParticle.set(to, (perParticle.get(to) ?? 0) + 1);
    }
    expect(Math.max(...perParticle.values())).toBe(3);
  });

  it('keeps particles inside the cube', () => {
    const field = createParticleField(50, 200);
    for (let step = 0; step < 500; step++) {
      stepParticles(field, 0.1);
    }
    expect(Math.max(...field.positions.map(Math.abs))).toBeLessThanOrEqual(100);
  });
});

describe('voice bars', () => {
  it('draws 7 bars between the floor and full height, moving over time', () => {
    const start = voiceBarHeights(0);
    expect(start).toHaveLength(7);
    for (const height of [...start, ...voiceBarHeights(3.7)]) {
      expect(height).toBeGreaterThan(0);
      expect(height).toBeLessThanOrEqual(1);
    }
    expect(voiceBarHeights(0.4)).not.toEqual(start);
  });
});
