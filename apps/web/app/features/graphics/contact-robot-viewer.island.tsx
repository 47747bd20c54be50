import { defineIsland } from '../../lib/islands/island.tsx';
import { ContactRobotViewer } from './contact-robot-viewer.tsx';

// In the contact page's first screen at every width (beside the hero's copy, or below it on a
// phone, where its top is about 570px down a 412x823 screen), so `visible` would load React and
// three.js (some 67 KB and 140 KB gzip) with no scroll or input, far past what a marketing page
// may fetch by itself (docs/architecture.md#quality-targets). The viewer is decorative: its poster holds the box
// until the visitor's first pointer or touch on it starts the scene.
export default defineIsland('contact-robot-viewer', ContactRobotViewer, 'intent');
