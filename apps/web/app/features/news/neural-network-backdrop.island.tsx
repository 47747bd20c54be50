import { defineDomIsland } from '../../lib/islands/island.tsx';
import { NeuralNetworkBackdrop } from './neural-network-backdrop.tsx';
import { startNeuralNetworkBackdrop } from './neural-network-start.ts';

// The hero's canvas: a DOM island (no React in the browser), started when it nears the
// viewport (on load, for a visitor at the top); it waits for an idle moment before it loads the
// animation's own code (neural-network-start.ts).
export default defineDomIsland<Record<string, never>>(
  'neural-network-backdrop',
  NeuralNetworkBackdrop,
  startNeuralNetworkBackdrop,
  'visible',
);
