import { type RefObject, useEffect, useState } from 'react';
import {
  observeOnScreen,
  prefersReducedMotion,
  whenIdle,
  whenNearViewport,
} from '../../lib/visibility.ts';
import { robotArmModelUrl } from './robot-arm-asset.ts';
import type { RobotScene, RobotSceneVariant } from './robot-scene.ts';

export type RobotSceneStatus = 'loading' | 'ready' | 'error';

// Start fetching three.js and the model a little before the canvas scrolls into view.
const preloadMargin = '300px';

/**
 * Mounts a robot viewer on the canvas: waits for first paint, idle time and the canvas being
 * near the viewport, then imports three.js (a separate chunk), loads the .glb and runs the
 * scene only while it is on screen. Until then the caller's static poster holds the space.
 */
export function useRobotScene(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  variant: RobotSceneVariant,
): RobotSceneStatus {
  const [status, setStatus] = useState<RobotSceneStatus>('loading');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    let disposed = false;
    let scene: RobotScene | undefined;
    let stopWatching: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;

    const start = async () => {
      try {
        const { createRobotScene } = await import('./robot-scene.ts');
        const created = await createRobotScene({
          canvas,
          modelUrl: robotArmModelUrl,
          variant,
          still: prefersReducedMotion(),
        });
        if (disposed) {
          created.dispose();
          return;
        }
        scene = created;
        stopWatching = observeOnScreen(canvas, (onScreen) => created.setRunning(onScreen));
        setStatus('ready');
      } catch {
        // The chunk, the model or WebGL failed: the viewer shows its failure state instead.
        if (!disposed) {
          setStatus('error');
        }
      }
    };

    const cancelNear = whenNearViewport(
      canvas,
      () => {
        cancelIdle = whenIdle(() => void start());
      },
      preloadMargin,
    );
    return () => {
      disposed = true;
      cancelNear();
      cancelIdle?.();
      stopWatching?.();
      scene?.dispose();
    };
  }, [canvasRef, variant]);

  return status;
}
