import { useRef } from 'react';
import { joinClasses } from './join-classes.ts';
import { RobotArmPoster } from './robot-arm-poster.tsx';
import { useRobotScene } from './use-robot-scene.ts';

/**
 * The contact page's robot viewer (spec: site-marketing-careers §2.8): a dark gradient box with
 * the model bobbing slightly, no camera controls, and a wireframe box when the model fails.
 * Purely decorative, so hidden from assistive technology.
 */
export function ContactRobotViewer({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const status = useRobotScene(canvasRef, 'viewer');
  return (
    <div
      aria-hidden="true"
      data-robot-state={status}
      className={joinClasses(
        'relative aspect-square w-full overflow-hidden rounded-3xl bg-gradient-to-br from-slate-800 via-slate-900 to-black',
        className,
      )}
    >
      <RobotArmPoster
        className={joinClasses(
          'absolute inset-0 size-full p-8 transition-opacity duration-500',
          status === 'ready' ? 'opacity-0' : 'opacity-50',
        )}
      />
      <canvas
        ref={canvasRef}
        className={joinClasses(
          'absolute inset-0 size-full transition-opacity duration-500',
          status === 'ready' ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
