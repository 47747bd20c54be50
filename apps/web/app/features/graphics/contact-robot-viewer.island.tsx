import { defineIsland } from '../../lib/islands/island.tsx';
import { ContactRobotViewer } from './contact-robot-viewer.tsx';

// In the contact page's first screen at every width (beside the hero's copy, or below it on a
// phone, its top about 570px down a 412x823 screen): as a React island it waits for the
// visitor's first input anyway (island.tsx), then starts at once, and three.js follows
// (use-robot-scene.ts). Decorative: until then its poster holds the box.
export default defineIsland('contact-robot-viewer', ContactRobotViewer, 'visible');
