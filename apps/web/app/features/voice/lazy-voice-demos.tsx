import type { DemoAssistantKind } from '@phi/contracts/public';
import { lazy, Suspense } from 'react';

// The bubbles are prerendered into the page's HTML, yet none of their code is in its initial
// JavaScript (apps/web/test/bundle-size.test.ts): hydration keeps the prerendered bubbles until
// their chunk arrives, right after the page starts. On a client-side navigation an empty box of
// the bubbles' height (no words, no spinner) stands in meanwhile, so this module is all the
// page's own JavaScript carries for the bubbles.
const VoiceDemoGrid = lazy(() => import('./voice-demo-grid.tsx'));

/** The demo bubbles of `assistants`: one (the home page's general one) or a row of them. */
export function LazyVoiceDemoGrid({ assistants }: { assistants: readonly DemoAssistantKind[] }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
      <VoiceDemoGrid assistants={assistants} />
    </Suspense>
  );
}
