import type { DemoAssistantKind } from '@phi/contracts/public';
import VoiceDemoGridIsland from './voice-demo-grid.island.tsx';

// The bubbles are prerendered into the page's HTML, disabled with a note until their island
// hydrates (voice-demo-grid.island.tsx): their code loads only as they near the viewport, and
// the connection and livekit-client only with a tap.

/** The demo bubbles of `assistants`: one (the home page's general one) or a row of them. */
export function LazyVoiceDemoGrid({ assistants }: { assistants: readonly DemoAssistantKind[] }) {
  return <VoiceDemoGridIsland assistants={assistants} />;
}
