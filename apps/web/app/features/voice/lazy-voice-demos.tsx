import { voiceBubbleCopy } from '@phi/content';
import type { DemoAssistantKind } from '@phi/contracts/public';
import { Spinner } from '@phi/ui';
import { lazy, Suspense } from 'react';

// The bubbles are prerendered into the page's HTML, yet none of their code is in its initial
// JavaScript (apps/web/test/bundle-size.test.ts): hydration keeps the prerendered bubbles until
// their chunk arrives, right after the page starts. On a client-side navigation the placeholder
// shows meanwhile.
const VoiceDemoGrid = lazy(() => import('./voice-demo-grid.tsx'));
const VoiceBubbleCard = lazy(() =>
  import('./voice-bubble-card.tsx').then((module) => ({ default: module.VoiceBubbleCard })),
);

function VoiceLoading({ className }: { className: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner label={voiceBubbleCopy.loading} isLabelVisible />
    </div>
  );
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
