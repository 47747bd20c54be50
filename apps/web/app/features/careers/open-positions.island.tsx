import { defineIsland } from '../../lib/islands/island.tsx';
import { LazyOpenPositions } from './lazy-open-positions.tsx';

// Right below the hero, in the first screen on most screens: the jobs are the page's content,
// so the list loads as soon as it nears the viewport, not on a visitor's input.
export default defineIsland('open-positions', LazyOpenPositions, 'visible');
