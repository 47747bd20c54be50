import { defineDomIsland } from '../../lib/islands/island.tsx';
import { startCompositorAnimations } from './start-compositor-animations.ts';
import { VoiceBarsGraphic } from './voice-bars-graphic.tsx';

// The voice bots hero's bars animate in CSS from the first paint; this small plain script
// (no React) only keeps the animation off the main thread once a React island has hydrated.
export default defineDomIsland(
  'voice-bars-graphic',
  VoiceBarsGraphic,
  startCompositorAnimations,
  'visible',
);
