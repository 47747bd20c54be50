import { voiceVisuals } from '@phi/contracts/constants';
import { getWaveIntervalMs } from '@phi/contracts/public';
import { useEffect, useState } from 'react';

// spec: voice §4 and §9, while the assistant speaks a wave ring is added every 300 ms (400 ms
// when the device's memory is unknown, 500 ms below a 2 GB heap limit), each removed after
// 1.5 s. Nothing moves for a visitor who asked for reduced motion.

/** Chromium's non-standard performance.memory; other browsers leave the memory unknown. */
export function readHeapLimitBytes(performanceLike: unknown): number | undefined {
  const memory = (performanceLike as { memory?: { jsHeapSizeLimit?: unknown } } | undefined)
    ?.memory;
  const limit = memory?.jsHeapSizeLimit;
  return typeof limit === 'number' && limit > 0 ? limit : undefined;
}

export function waveIntervalForThisDevice(): number {
  return getWaveIntervalMs(readHeapLimitBytes(globalThis.performance));
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Ids of the wave rings to draw now; empty when not speaking or with reduced motion. */
export function useVoiceWaves(isSpeaking: boolean): readonly number[] {
  const [waves, setWaves] = useState<readonly number[]>([]);
  useEffect(() => {
    if (!isSpeaking || prefersReducedMotion()) {
      setWaves([]);
      return;
    }
    let next = 0;
    const removals = new Set<ReturnType<typeof setTimeout>>();
    const addWave = () => {
      const id = next++;
      setWaves((current) => [...current, id]);
      const removal = setTimeout(() => {
        removals.delete(removal);
        setWaves((current) => current.filter((wave) => wave !== id));
      }, voiceVisuals.waveLifetimeMs);
      removals.add(removal);
    };
    addWave();
    const timer = setInterval(addWave, waveIntervalForThisDevice());
    return () => {
      clearInterval(timer);
      for (const removal of removals) {
        clearTimeout(removal);
      }
      setWaves([]);
    };
  }, [isSpeaking]);
  return waves;
}
