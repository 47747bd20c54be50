import { defineIsland } from '../../lib/islands/island.tsx';
import { VoiceDemoGrid } from './voice-demo-grid.tsx';

// Below the first screen (the home page's voice section, the voice bots page's demos): the
// bubbles' code loads as they come near, so a visitor who never scrolls to them loads none of
// it; livekit-client still waits for the first tap (voice-bubble-card.tsx).
export default defineIsland('voice-demo-grid', VoiceDemoGrid, 'visible');
