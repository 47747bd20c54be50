import { defineDomIsland } from '../../lib/islands/island.tsx';
import { ChatGraphic } from './chat-graphic.tsx';
import { startCompositorAnimations } from './start-compositor-animations.ts';

// The conversational AI hero's chat animates in CSS from the first paint; this small plain
// script (no React) only keeps the animation off the main thread once a React island has
// hydrated.
export default defineDomIsland('chat-graphic', ChatGraphic, startCompositorAnimations, 'visible');
