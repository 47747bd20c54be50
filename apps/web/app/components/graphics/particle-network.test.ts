import { decorative } from '@phi/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  connectionsPerParticle,
  createParticles,
  findConnections,
  stepParticles,
} from './particle-network.ts';

// A fixed sequence instead of Math.random, so the layout is the same on every run.
function seededRandom(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

describe('particle network', () => {
  const size = { width: 1200, height: 640 };

  it('creates the spec count of particles inside the hero', () => {
    const particles = createParticles(size, seededRandom());
    expect(particles).toHaveLength(decorative.heroParticles);
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThanOrEqual(size.width);
    }
  });

  it('connects only particles closer than 100 px, at most 60 of them', () => {
    const connections = findConnections(createParticles(size, seededRandom()));
    expect(connections).toHaveLength(decorative.heroMaxConnections);
    for (const [a, b, ratio] of connections) {
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(decorative.heroMinDistance);
      expect(ratio).toBeLessThan(1);
    }
  });

  it('spreads the connections over many particles', () => {
    const connections = findConnections(createParticles(size, seededRandom()));
    const starts = new Set(connections.map(([a]) => a));
    expect(starts.size).toBeGreaterThanOrEqual(
      decorative.heroMaxConnections / connectionsPerParticle,
    );
  });

  it('finds no connection between distant particles', () => {
    const far = [
      { x: 0, y: 0, vx: 0, vy: 0 },
      { x: 150, y: 0, vx: 0, vy: 0 },
    ];
    expect(findConnections(far)).toEqual([]);
  });

  it('keeps particles inside the bounds as they move', () => {
    const particles = [{ x: 1199.9, y: 1, vx: 0.4, vy: -0.4 }];
    stepParticles(particles, size);
    expect(particles[0]).toMatchObject({ x: size.width, y: 0.6, vx: -0.4, vy: -0.4 });
    stepParticles(particles, size);
    expect(particles[0]?.x).toBeCloseTo(1199.6);
  });

  it('moves particles by their speed times the frames passed', () => {
    const particles = [{ x: 100, y: 100, vx: 0.4, vy: -0.2 }];
    stepParticles(particles, size, 2.5);
    expect(particles[0]?.x).toBeCloseTo(101);
    expect(particles[0]?.y).toBeCloseTo(99.5);
  });
});
