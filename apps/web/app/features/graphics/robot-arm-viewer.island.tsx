import { defineIsland } from '../../lib/islands/island.tsx';
import { RobotArmViewer } from './robot-arm-viewer.tsx';

// The home page's last section: hydrates as it nears the viewport, and three.js follows only
// then (use-robot-scene.ts), never with the first screen.
export default defineIsland('robot-arm-viewer', RobotArmViewer, 'visible');
