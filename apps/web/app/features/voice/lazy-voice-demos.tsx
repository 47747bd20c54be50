import type { DemoAssistantKind } from '@phi/contracts/public';
import { lazy, Suspense } from 'react';

// The bubbles are prerendered into the page's HTML, yet none of their code is in its initial
// JavaScript (apps/web/test/bundle-size.test.ts): hydration keeps the prerendered bubbles until
// their chunk arrives, right after the page starts. On a client-side navigation the placeholder
// shows meanwhile: an empty box of the bubbles' height (no words, no spinner), so this module is
// all the page's own JavaScript carries for the bubbles.
const VoiceDemoGrid = lazy(() => import('./voice-demo-grid.tsx'));
const VoiceBubbleCard = lazy(() =>
  import('./voice-bubble-card.tsx').then((module) => ({ default: module.VoiceBubbleCard })),
);

function VoiceLoading({ className }: { className: string }) {
  return <div aria-busy="true" className={className} />;
}

export function LazyVoiceDemoGrid({ assistants }: { assistants: readonly DemoAssistantKind[] }) {
  return (
    <Suspense fallback={<VoiceLoading className="min-h-96" />}>
      <VoiceDemoGrid assistants={assistants} />
    </Suspense>
  );
}

/** One bubble on its own, e.g. the home page's general assistant. */
export function LazyVoiceBubbleCard({ kind }: { kind: DemoAssistantKind }) {
  return (
    <Suspense fallback={<VoiceLoading className="min-h-96" />}>
      <VoiceBubbleCard kind={kind} />
    </Suspense>
  );
}
