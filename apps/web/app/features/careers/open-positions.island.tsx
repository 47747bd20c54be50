import { defineIsland } from '../../lib/islands/island.tsx';
import { OpenPositionsSlot } from './open-positions-slot.tsx';

// Right below the hero, in the first screen on most screens: the list starts with the
// visitor's first input (a React island loads nothing before, island.tsx) and fetches the jobs.
export default defineIsland('open-positions', OpenPositionsSlot, 'visible');
