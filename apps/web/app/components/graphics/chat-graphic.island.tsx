import { defineDomIsland } from '../../lib/islands/island.tsx';
import { ChatGraphic } from './chat-graphic.tsx';

/**
 * Hands the graphic's infinite CSS animations to Web Animations (compositor-animations.ts says
 * why). That code is a chunk of its own: every page that renders the hero imports this file
 * (the whole-app builder page too), and only this graphic's heroes run it.
 */
function startAnimationsIn(root: HTMLElement): void {
  void import('./compositor-animations.ts')
    .then(({ keepAnimationsOffMainThread }) => keepAnimationsOffMainThread(root))
    // Decorative: without this code the CSS animations keep running as they are.
    .catch(() => undefined);
}

// The conversational AI hero's chat animates in CSS from the first paint; this small plain
// script (no React) only keeps the animation off the main thread once a React island has
// hydrated.
export default defineDomIsland('chat-graphic', ChatGraphic, startAnimationsIn, 'visible');
