import { useRef } from 'react';
import { joinClasses } from './join-classes.ts';
import {
  type Connection,
  createParticleField,
  findConnections,
  type ParticleField,
  stepParticles,
} from './particle-field.ts';
import { useCanvasAnimation } from './use-canvas-animation.ts';

// The hero particle network (spec: site-marketing-careers §2.3 alternative landing, §9): the
// particle cube turns slowly and is projected onto a 2D canvas; lines fade with distance.

const turnPerSecond = 0.08;
const focalLength = 1200;
// Lines are drawn in a few opacity bands, one path each, instead of one stroke per line.
const bands = 4;

function project(field: ParticleField, angle: number, width: number, height: number) {
  const scale = (Math.max(width, height) / field.size) * 1.1;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const points = new Float32Array(field.count * 2);
  for (let index = 0; index < field.count; index++) {
    const x = field.positions[index * 3] ?? 0;
    const y = field.positions[index * 3 + 1] ?? 0;
    const z = field.positions[index * 3 + 2] ?? 0;
    const turnedX = x * cos - z * sin;
    const turnedZ = x * sin + z * cos;
    const depth = focalLength / (focalLength + turnedZ + field.size / 2);
    points[index * 2] = width / 2 + turnedX * depth * scale;
    points[index * 2 + 1] = height / 2 + y * depth * scale;
  }
  return points;
}

function drawLines(context: CanvasRenderingContext2D, points: Float32Array, lines: Connection[]) {
  context.lineWidth = 1;
  for (let band = 0; band < bands; band++) {
    context.beginPath();
    for (const line of lines) {
      if (Math.min(bands - 1, Math.floor(line.strength * bands)) !== band) {
        continue;
      }
      context.moveTo(points[line.from * 2] ?? 0, points[line.from * 2 + 1] ?? 0);
      context.lineTo(points[line.to * 2] ?? 0, points[line.to * 2 + 1] ?? 0);
    }
    context.strokeStyle = `rgba(56, 189, 248, ${((band + 1) / bands) * 0.35})`;
    context.stroke();
  }
}

export function ParticleNetwork({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fieldRef = useRef<ParticleField | null>(null);
  useCanvasAnimation(canvasRef, ({ context, width, height, time, delta }) => {
    fieldRef.current ??= createParticleField();
    const field = fieldRef.current;
    stepParticles(field, delta);
    const points = project(field, time * turnPerSecond, width, height);
    drawLines(context, points, findConnections(field));
    context.fillStyle = 'rgba(186, 230, 253, 0.8)';
    for (let index = 0; index < field.count; index++) {
      context.fillRect((points[index * 2] ?? 0) - 1, (points[index * 2 + 1] ?? 0) - 1, 2, 2);
    }
  });
  return (
    // Decorative: hidden from assistive technology (on a wrapper, as canvas may take focus).
    <div aria-hidden="true" className={joinClasses('size-full', className)}>
      <canvas ref={canvasRef} data-graphic="particle-network" className="block size-full" />
    </div>
  );
}
