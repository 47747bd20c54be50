import { defineDomIsland } from '../../lib/islands/island.tsx';
import { keepAnimationsOffMainThread } from './compositor-animations.ts';
import { VoiceBarsGraphic } from './voice-bars-graphic.tsx';

// The voice bots hero's bars animate in CSS from the first paint; this small plain script
// (no React) only keeps them off the main thread once an island has hydrated
// (compositor-animations.ts says why).
export default defineDomIsland(
  'voice-bars-graphic',
  VoiceBarsGraphic,
  keepAnimationsOffMainThread,
  'visible',
);
