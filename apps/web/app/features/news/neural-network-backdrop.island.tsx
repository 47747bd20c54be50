import { defineIsland } from '../../lib/islands/island.tsx';
import { NeuralNetworkBackdrop } from './neural-network-backdrop.tsx';

// The hero's canvas: hydrates when it nears the viewport (on load, for a visitor at the top),
// then waits for an idle moment before it loads the animation's own code (use-neural-network.ts).
export default defineIsland<Record<string, never>>(
  'neural-network-backdrop',
  NeuralNetworkBackdrop,
  'visible',
);
