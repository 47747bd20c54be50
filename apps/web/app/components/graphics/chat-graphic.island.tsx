import { defineDomIsland } from '../../lib/islands/island.tsx';
import { ChatGraphic } from './chat-graphic.tsx';
import { keepAnimationsOffMainThread } from './compositor-animations.ts';

// The conversational AI hero's chat animates in CSS from the first paint; this small plain
// script (no React) only keeps it off the main thread once an island has hydrated
// (compositor-animations.ts says why).
export default defineDomIsland('chat-graphic', ChatGraphic, keepAnimationsOffMainThread, 'visible');
