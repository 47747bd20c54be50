import { defineDomIsland } from '../../lib/islands/island.tsx';
import { startParticleNetwork } from './particle-network-animation.ts';
import { ParticleNetworkGraphic } from './particle-network-graphic.tsx';

/** Starts the network on the prerendered canvas inside the island's marker. */
function startIn(root: HTMLElement): void {
  const canvas = root.querySelector('canvas');
  if (canvas) {
    startParticleNetwork(canvas);
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
