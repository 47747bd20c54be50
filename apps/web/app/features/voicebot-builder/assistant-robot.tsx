import { voicebotBuilderCopy as copy } from '@phi/content';
import type { RobotAnimationState } from '@phi/contracts/public';
import { useEffect, useRef, useState } from 'react';
import { observeOnScreen, prefersReducedMotion, whenNearViewport } from '../../lib/visibility.ts';
import { joinClasses } from '../graphics/join-classes.ts';
import { robotArmModelUrl } from '../graphics/robot-arm-asset.ts';
import { RobotArmPoster } from '../graphics/robot-arm-poster.tsx';
import type { AssistantRobotScene } from './assistant-robot-scene.ts';

const stateLabels: Record<RobotAnimationState, string> = {
  stationary: 'stationary',
  connected: 'connected',
  disconnected: 'disconnected',
};

/**
 * spec: voice §2, the assistant panel's 3D robot in its three animation states. three.js and the
 * model load by dynamic import once the panel is near the viewport; the loop runs only while it
 * is on screen and the tab visible. The poster holds the box until then.
 */
export function AssistantRobot({ state }: { state: RobotAnimationState }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<AssistantRobotScene | null>(null);
  const stateRef = useRef(state);
  const [scene, setScene] = useState<'loading' | 'model' | 'fallback'>('loading');
  const isReady = scene !== 'loading';
  stateRef.current = state;

  useEffect(() => {
    sceneRef.current?.setState(state);
  }, [state]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    let disposed = false;
    let stopWatching: (() => void) | undefined;
    let onScreen = false;
    const applyRunning = () => sceneRef.current?.setRunning(onScreen && !document.hidden);
    const start = async () => {
      try {
        const { createAssistantRobotScene } = await import('./assistant-robot-scene.ts');
        const created = await createAssistantRobotScene({
          canvas,
          modelUrl: robotArmModelUrl,
          state: stateRef.current,
          still: prefersReducedMotion(),
        });
        if (disposed) {
          created.dispose();
          return;
        }
        sceneRef.current = created;
        stopWatching = observeOnScreen(canvas, (visible) => {
          onScreen = visible;
          applyRunning();
        });
        setScene(created.isFallback ? 'fallback' : 'model');
      } catch (error) {
        // No WebGL: the poster stays.
        console.warn('The 3D robot could not start', error);
      }
    };
    const cancelNear = whenNearViewport(canvas, () => void start(), '300px');
    document.addEventListener('visibilitychange', applyRunning);
    return () => {
      disposed = true;
      cancelNear();
      stopWatching?.();
      document.removeEventListener('visibilitychange', applyRunning);
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, []);

  return (
    <div
      data-testid="assistant-robot"
      data-robot-animation={state}
      data-robot-scene={scene}
      className="relative aspect-square w-full overflow-hidden rounded-2xl bg-gradient-to-br from-slate-800 via-slate-900 to-black"
    >
      <RobotArmPoster
        className={joinClasses(
          'absolute inset-0 size-full p-8 transition-opacity duration-500',
          isReady ? 'opacity-0' : 'opacity-50',
        )}
      />
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={copy.robotLabel(stateLabels[state])}
        className={joinClasses(
          'absolute inset-0 size-full transition-opacity duration-500',
          isReady ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
