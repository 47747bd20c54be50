import { useEffect, useRef, useState } from 'react';
import {
  observeOnScreen,
  prefersReducedMotion,
  whenIdle,
  whenNearViewport,
} from '../../lib/visibility.ts';
import { joinClasses } from '../graphics/join-classes.ts';
import type { GlobeScene } from './globe-scene.ts';

/**
 * spec: voice §2, the decorative globe of points and lines with the particle logo. three.js is
 * imported when the globe nears the viewport, after first paint; the loop pauses off screen and
 * while the tab is hidden, and reduced motion gets one still frame. Hidden from assistive
 * technology: it carries no information.
 */
export function BuilderGlobe() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    let disposed = false;
    let scene: GlobeScene | undefined;
    let onScreen = false;
    let stopWatching: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    const applyRunning = () => scene?.setRunning(onScreen && !document.hidden);
    const start = async () => {
      try {
        const { createGlobeScene } = await import('./globe-scene.ts');
        if (disposed) {
          return;
        }
        scene = createGlobeScene(canvas, prefersReducedMotion());
        stopWatching = observeOnScreen(canvas, (visible) => {
          onScreen = visible;
          applyRunning();
        });
        setIsReady(true);
      } catch (error) {
        // No WebGL or the chunk failed: the static glow stays.
        console.warn('The globe could not start', error);
      }
    };
    const cancelNear = whenNearViewport(
      canvas,
      () => {
        cancelIdle = whenIdle(() => void start());
      },
      '200px',
    );
    document.addEventListener('visibilitychange', applyRunning);
    return () => {
      disposed = true;
      cancelNear();
      cancelIdle?.();
      stopWatching?.();
      document.removeEventListener('visibilitychange', applyRunning);
      scene?.dispose();
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      data-testid="builder-globe"
      data-globe-state={isReady ? 'ready' : 'loading'}
      className="relative aspect-square w-full max-w-md"
    >
      <div className="absolute inset-[12%] rounded-full bg-[radial-gradient(circle_at_35%_35%,rgba(56,189,248,0.35),rgba(2,6,23,0)_70%)]" />
      <canvas
        ref={canvasRef}
        className={joinClasses(
          'absolute inset-0 size-full transition-opacity duration-700',
          isReady ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
