// The globe's point clouds (spec: voice §2 and §9: 4,000 background points, a logo of 3,000
// particles). Plain math with no three.js, so it is testable and the scene only uploads arrays.

const goldenAngle = Math.PI * (3 - Math.sqrt(5));

/** `count` points spread evenly over a sphere (Fibonacci lattice), xyz triples. */
export function spherePoints(count: number, radius: number): Float32Array {
  const positions = new Float32Array(count * 3);
  for (let index = 0; index < count; index += 1) {
    const y = 1 - (2 * (index + 0.5)) / count;
    const ring = Math.sqrt(1 - y * y);
    const angle = goldenAngle * index;
    positions[index * 3] = Math.cos(angle) * ring * radius;
    positions[index * 3 + 1] = y * radius;
    positions[index * 3 + 2] = Math.sin(angle) * ring * radius;
  }
  return positions;
}

/**
 * `count` points drawing the company's Φ mark in the plane z = 0, within [-size, size]: an
 * upright ellipse and the stroke through it, in proportion to their lengths. `random` returns
 * [0, 1), injectable for tests.
 */
export function logoPoints(count: number, size: number, random = Math.random): Float32Array {
  const positions = new Float32Array(count * 3);
  const ellipse = { rx: size * 0.62, ry: size * 0.5 };
  // Ramanujan's approximation of the ellipse's perimeter, against the stroke's length.
  const h = (ellipse.rx - ellipse.ry) ** 2 / (ellipse.rx + ellipse.ry) ** 2;
  const perimeter =
    Math.PI * (ellipse.rx + ellipse.ry) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
  const stroke = size * 2;
  const onEllipse = Math.round((count * perimeter) / (perimeter + stroke));
  const thickness = size * 0.04;
  for (let index = 0; index < count; index += 1) {
    const jitterX = (random() - 0.5) * thickness;
    const jitterY = (random() - 0.5) * thickness;
    let x: number;
    let y: number;
    if (index < onEllipse) {
      const angle = random() * Math.PI * 2;
      x = Math.cos(angle) * ellipse.rx;
      y = Math.sin(angle) * ellipse.ry;
    } else {
      x = 0;
      y = (random() * 2 - 1) * size;
    }
    positions[index * 3] = x + jitterX;
    positions[index * 3 + 1] = y + jitterY;
    positions[index * 3 + 2] = (random() - 0.5) * thickness;
  }
  return positions;
}
