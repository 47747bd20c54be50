import { decorative } from '@phi/contracts/constants';
import { describe, expect, it } from 'vitest';
import { logoPoints, spherePoints } from './globe-points.ts';

function pointsOf(positions: Float32Array): [number, number, number][] {
  const points: [number, number, number][] = [];
  for (let index = 0; index < positions.length; index += 3) {
    points.push([positions[index] ?? 0, positions[index + 1] ?? 0, positions[index + 2] ?? 0]);
  }
  return points;
}

// spec: voice §9, the globe: 4000 background points, 3000 logo points, pixel ratio capped at 2
describe('globe points', () => {
  it('uses the spec counts and pixel ratio cap', () => {
    expect(decorative.globeBackgroundPoints).toBe(4000);
    expect(decorative.globeLogoPoints).toBe(3000);
    expect(decorative.maxPixelRatio).toBe(2);
  });

  it('spreads the background points over the sphere, both hemispheres alike', () => {
    const points = pointsOf(spherePoints(4000, 2));
    expect(points).toHaveLength(4000);
    for (const [x, y, z] of points) {
      expect(Math.hypot(x, y, z)).toBeCloseTo(2, 5);
    }
    const north = points.filter(([, y]) => y > 0).length;
    expect(north).toBe(2000);
  });

  it('draws the logo in its box: most points on the ring, the rest on the upright stroke', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const points = pointsOf(logoPoints(3000, 0.5, random));
    expect(points).toHaveLength(3000);
    for (const [x, y, z] of points) {
      expect(Math.abs(x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(y)).toBeLessThanOrEqual(0.52);
      expect(Math.abs(z)).toBeLessThan(0.02);
    }
    const onStroke = points.filter(([x]) => Math.abs(x) < 0.02).length;
    expect(onStroke).toBeGreaterThan(500);
    expect(onStroke).toBeLessThan(1500);
  });
});
