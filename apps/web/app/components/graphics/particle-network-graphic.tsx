import { decorative } from '@phi/contracts/constants';
import { useEffect, useRef } from 'react';
import { observeOnScreen, prefersReducedMotion } from '../../lib/visibility.ts';
import {
  createParticles,
  findConnections,
  type NetworkSize,
  type Particle,
  stepParticles,
} from './particle-network.ts';

function draw(
  context: CanvasRenderingContext2D,
  particles: readonly Particle[],
  size: NetworkSize,
) {
  context.clearRect(0, 0, size.width, size.height);
  context.fillStyle = 'rgba(125, 211, 252, 0.55)';
  for (const particle of particles) {
    context.fillRect(particle.x - 1, particle.y - 1, 2, 2);
  }
  context.lineWidth = 1;
  for (const [a, b, ratio] of findConnections(particles)) {
    context.strokeStyle = `rgba(56, 189, 248, ${(1 - ratio) * 0.6})`;
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  }
}

/**
 * The animated network behind the AI & ML hero. It fills its positioned parent, starts after
 * the page is interactive, pauses while off screen and draws a single still frame under
 * prefers-reduced-motion. Decorative: its container hides it from assistive technology.
 */
export function ParticleNetworkGraphic() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) {
      return;
    }
    const ratio = Math.min(window.devicePixelRatio || 1, decorative.maxPixelRatio);
    const size: NetworkSize = { width: canvas.clientWidth, height: canvas.clientHeight };
    canvas.width = Math.round(size.width * ratio);
    canvas.height = Math.round(size.height * ratio);
    context.scale(ratio, ratio);
    const particles = createParticles(size);

    let frame = 0;
    let isVisible = true;
    const tick = () => {
      stepParticles(particles, size);
      draw(context, particles, size);
      frame = isVisible ? requestAnimationFrame(tick) : 0;
    };
    draw(context, particles, size);
    if (prefersReducedMotion()) {
      return;
    }
    const stopWatching = observeOnScreen(canvas, (onScreen) => {
      isVisible = onScreen;
      if (isVisible && frame === 0) {
        frame = requestAnimationFrame(tick);
      }
    });
    return () => {
      stopWatching();
      cancelAnimationFrame(frame);
    };
  }, []);

  return <canvas ref={canvasRef} className="absolute inset-0 size-full" />;
}
