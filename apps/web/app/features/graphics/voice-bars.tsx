import { decorative } from '@phi/contracts/constants';
import { useRef } from 'react';
import { joinClasses } from './join-classes.ts';
import { useCanvasAnimation } from './use-canvas-animation.ts';
import { drawVoiceBars, voiceBarHeights } from './voice-bar-heights.ts';

/**
 * The animated 7-bar voice graphic (spec: site-marketing-careers §2.6, §9). Decorative and
 * without interaction; the parent sets its size.
 */
export function VoiceBars({
  speed = decorative.voiceBarSpeed,
  className,
}: {
  speed?: number;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useCanvasAnimation(canvasRef, ({ context, width, height, time }) => {
    drawVoiceBars(context, width, height, voiceBarHeights(time, speed));
  });
  return (
    // Decorative: hidden from assistive technology (on a wrapper, as canvas may take focus).
    <div aria-hidden="true" className={joinClasses('size-full', className)}>
      <canvas ref={canvasRef} data-graphic="voice-bars" className="block size-full" />
    </div>
  );
}
