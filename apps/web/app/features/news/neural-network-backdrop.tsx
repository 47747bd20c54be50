import { useRef } from 'react';
import { useNeuralNetwork } from './use-neural-network.ts';

/**
 * The hero's animated network (news-hero.tsx), its only part that runs: decorative, so hidden
 * from assistive technology and never focusable. Transparent until the animation runs, so the
 * hero's gradient is all there is before (and without) it.
 */
export function NeuralNetworkBackdrop() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const status = useNeuralNetwork(canvasRef);
  return (
    <div aria-hidden="true" data-network-state={status} className="absolute inset-0 -z-10">
      <canvas
        ref={canvasRef}
        className={`size-full transition-opacity duration-700 ${
          status === 'running' ? 'opacity-100' : 'opacity-0'
        }`}
      />
    </div>
  );
}
