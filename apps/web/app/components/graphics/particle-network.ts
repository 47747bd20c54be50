import { decorative } from '@phi/contracts/constants';

// spec: site-marketing-careers §2.3 and §9, the AI & ML landing's hero particle network:
// 800 particles, at most 60 connections, drawn between particles closer than 100 px.

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface NetworkSize {
  width: number;
  height: number;
}

export function createParticles(
  size: NetworkSize,
  random: () => number = Math.random,
  count: number = decorative.heroParticles,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * size.width,
    y: random() * size.height,
    vx: (random() - 0.5) * 0.4,
    vy: (random() - 0.5) * 0.4,
  }));
}

/**
 * Moves every particle `frames` frames on (a particle's speed is per 60 Hz frame), bouncing off
 * the edges.
 */
export function stepParticles(particles: Particle[], size: NetworkSize, frames = 1): void {
  for (const particle of particles) {
    particle.x += particle.vx * frames;
    particle.y += particle.vy * frames;
    if (particle.x < 0 || particle.x > size.width) {
      particle.vx = -particle.vx;
      particle.x = Math.min(Math.max(particle.x, 0), size.width);
    }
    if (particle.y < 0 || particle.y > size.height) {
      particle.vy = -particle.vy;
      particle.y = Math.min(Math.max(particle.y, 0), size.height);
    }
  }
}

/**
 * Our choice: each particle links to at most this many neighbours, so the spec's 60 connections
 * spread over the whole hero (particles are placed at random, so array order is spatially
 * random) instead of forming one star around the first particle.
 */
export const connectionsPerParticle = 2;

/**
 * Pairs of particles closer than the spec's distance, capped at its connection count. Scanning
 * stops at the cap, so a frame never costs the full 800² comparisons.
 */
export function findConnections(
  particles: readonly Particle[],
  maxConnections: number = decorative.heroMaxConnections,
  distance: number = decorative.heroMinDistance,
): Array<readonly [Particle, Particle, number]> {
  const connections: Array<readonly [Particle, Particle, number]> = [];
  const limit = distance * distance;
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i];
    let linked = 0;
    for (let j = i + 1; a && j < particles.length && linked < connectionsPerParticle; j += 1) {
      const b = particles[j];
      if (!b) {
        continue;
      }
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared < limit) {
        linked += 1;
        connections.push([a, b, Math.sqrt(squared) / distance]);
        if (connections.length >= maxConnections) {
          return connections;
        }
      }
    }
  }
  return connections;
}
