import { homeMessages } from '@phi/contracts/messages';
import { useRef } from 'react';
import { joinClasses } from './join-classes.ts';
import { RobotArmPoster } from './robot-arm-poster.tsx';
import { useRobotScene } from './use-robot-scene.ts';

/**
 * The home page's 3D robot arm (spec: site-marketing-careers §2.3): the glTF model with its
 * pick-and-place clip, "Loading Robot Arm..." until it is shown and "Error: Failed to load 3D
 * model" when it cannot be. The box keeps its aspect ratio in every state (no layout shift).
 */
export function RobotArmViewer({ label, className }: { label: string; className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const status = useRobotScene(canvasRef, 'arm');
  return (
    <div
      data-robot-state={status}
      className={joinClasses(
        'relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950',
        className,
      )}
    >
      <RobotArmPoster
        className={joinClasses(
          'absolute inset-0 size-full transition-opacity duration-500',
          status === 'ready' ? 'opacity-0' : 'opacity-60',
        )}
      />
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className={joinClasses(
          'absolute inset-0 size-full transition-opacity duration-500',
          status === 'ready' ? 'opacity-100' : 'opacity-0',
        )}
      />
      <p
        role="status"
        className={joinClasses(
          'absolute inset-x-0 bottom-4 text-center text-sm font-medium',
          status === 'error' ? 'text-rose-300' : 'text-slate-200',
        )}
      >
        {status === 'loading' ? homeMessages.robotLoading : null}
        {status === 'error' ? homeMessages.robotError(homeMessages.robotLoadFailed) : null}
      </p>
    </div>
  );
}
