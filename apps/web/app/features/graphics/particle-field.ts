import { decorative } from '@phi/contracts/constants';

// spec: site-marketing-careers §9, hero particle network: 800 particles, at most 60 connections
// per particle, lines between particles closer than 100 units. Particles drift inside a cube of
// `fieldSize` units and are drawn in perspective, so the density (and line count) stays the
// same on every screen size.

export const particleNetwork = {
  count: decorative.heroParticles,
  maxConnections: decorative.heroMaxConnections,
  minDistance: decorative.heroMinDistance,
  fieldSize: 800,
  /** Units per second at most, per axis. */
  maxSpeed: 24,
} as const;

export interface ParticleField {
  readonly count: number;
  readonly size: number;
  /** x, y, z per particle, centred on the origin. */
  readonly positions: Float32Array;
  readonly velocities: Float32Array;
}

export function createParticleField(
  count: number = particleNetwork.count,
  size: number = particleNetwork.fieldSize,
  random: () => number = Math.random,
): ParticleField {
  const positions = new Float32Array(count * 3);
  const velocities = new Float32Array(count * 3);
  for (let index = 0; index < count * 3; index++) {
    positions[index] = (random() - 0.5) * size;
    velocities[index] = (random() * 2 - 1) * particleNetwork.maxSpeed;
  }
  return { count, size, positions, velocities };
}

/** Moves every particle by `seconds`, bouncing off the cube's faces. */
export function stepParticles(field: ParticleField, seconds: number): void {
  const half = field.size / 2;
  for (let index = 0; index < field.count * 3; index++) {
    let position = (field.positions[index] ?? 0) + (field.velocities[index] ?? 0) * seconds;
    if (position < -half || position > half) {
      field.velocities[index] = -(field.velocities[index] ?? 0);
      position = Math.max(-half, Math.min(half, position));
    }
    field.positions[index] = position;
  }
}

export interface Connection {
  readonly from: number;
  readonly to: number;
  /** 1 when touching, 0 at minDistance: lines fade out with distance. */
  readonly strength: number;
}

/**
 * Pairs closer than `minDistance`, at most `maxConnections` per particle. A grid of cells one
 * `minDistance` wide keeps this near linear: only the 27 surrounding cells are compared.
 */
export function findConnections(
  field: ParticleField,
  minDistance: number = particleNetwork.minDistance,
  maxConnections: number = particleNetwork.maxConnections,
): Connection[] {
  const cells = new Map<string, number[]>();
  const cellOf = (index: number) =>
    [0, 1, 2].map((axis) => Math.floor((field.positions[index * 3 + axis] ?? 0) / minDistance));
  for (let index = 0; index < field.count; index++) {
    const key = cellOf(index).join(',');
    const cell = cells.get(key);
    if (cell) {
      cell.push(index);
    } else {
      cells.set(key, [index]);
    }
  }
  const counts = new Uint16Array(field.count);
  const connections: Connection[] = [];
  const limit = minDistance * minDistance;
  for (let from = 0; from < field.count; from++) {
    const [cx = 0, cy = 0, cz = 0] = cellOf(from);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          for (const to of cells.get(`${cx + dx},${cy + dy},${cz + dz}`) ?? []) {
            if (to <= from || (counts[from] ?? 0) >= maxConnections) {
              continue;
            }
            if ((counts[to] ?? 0) >= maxConnections) {
              continue;
            }
            const squared = distanceSquared(field.positions, from, to);
            if (squared < limit) {
              counts[from] = (counts[from] ?? 0) + 1;
              counts[to] = (counts[to] ?? 0) + 1;
              connections.push({ from, to, strength: 1 - Math.sqrt(squared) / minDistance });
            }
          }
        }
      }
    }
  }
  return connections;
}

function distanceSquared(positions: Float32Array, a: number, b: number): number {
  let sum = 0;
  for (let axis = 0; axis < 3; axis++) {
    const delta = (positions[a * 3 + axis] ?? 0) - (positions[b * 3 + axis] ?? 0);
    sum += delta * delta;
  }
  return sum;
}
