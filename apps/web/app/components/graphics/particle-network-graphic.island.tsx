import { defineDomIsland } from '../../lib/islands/island.tsx';
import { ParticleNetworkGraphic } from './particle-network-graphic.tsx';

/**
 * Starts the network on the prerendered canvas inside the island's marker. The animation's
 * code is a chunk of its own: page-hero.tsx imports this file statically, so React Router's
 * module of every route with a hero holds it (only the whole app runs those modules, and no
 * whole-app page, app/lib/whole-app-routes.ts, has a hero), and only the AI & ML hero runs it.
 */
function startIn(root: HTMLElement): void {
  const canvas = root.querySelector('canvas');
  if (canvas) {
    void import('./particle-network-animation.ts')
      .then(({ startParticleNetwork }) => startParticleNetwork(canvas))
      // Decorative: without its code the hero keeps its gradient.
      .catch(() => undefined);
  }
}

// Behind the AI & ML hero: plain code, no React (which alone is over a page's script budget),
// so it can start without input; it loads as the hero nears the viewport, at once on arrival
// since the hero is the first screen, and animates once the main thread is idle.
export default defineDomIsland(
  'particle-network-graphic',
  ParticleNetworkGraphic,
  startIn,
  'visible',
);
