import { defineIsland } from '../../lib/islands/island.tsx';
import { BuilderGlobe } from './builder-globe.tsx';

// Beside the hero: a 'visible' island, so three.js follows the visitor's first input, never
// the page load by itself.
export default defineIsland<Record<string, never>>('builder-globe', BuilderGlobe, 'visible');
